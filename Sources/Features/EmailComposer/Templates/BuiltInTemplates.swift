import InjectWorkflowInterfaces

/// The templates that ship with the app. Their names are stable: scripts and the events feature use them.
enum BuiltInTemplates {
    static let all: [EmailTemplate] = [
        applicationReceived, screeningInvitation, interviewInvitation, interviewRescheduled, interviewCancelled, offer,
        rejection,
    ]

    static let applicationReceived = EmailTemplate(
        name: "application-received",
        summary: "Thank the candidate for applying",
        subject: "Thanks for applying: {{candidate.role}}",
        body: """
            Hello {{candidate.firstName}},

            thank you for applying for the {{candidate.role}} role. We have received your application
            and will get back to you soon.

            Best regards,
            {{sender.name}}
            """)

    static let screeningInvitation = EmailTemplate(
        name: "screening-invitation",
        summary: "Invite the candidate to a screening call",
        subject: "Next step for {{candidate.role}}: a short call",
        body: """
            Hello {{candidate.firstName}},

            we enjoyed reading your application for the {{candidate.role}} role and would like to
            set up a short call. Please reply with a few times that suit you.

            Best regards,
            {{sender.name}}
            """)

    static let interviewInvitation = EmailTemplate(
        name: TemplateName.interviewInvitation,
        summary: "Invite the candidate to a scheduled interview (sent by 'events schedule')",
        subject: "Interview for {{candidate.role}} on {{event.start}}",
        body: """
            Hello {{candidate.firstName}},

            we would like to invite you to an interview for the {{candidate.role}} role.

            When:  {{event.when}}
            Where: {{event.location}}
            With:  {{event.interviewers}}

            The invitation is attached, so your calendar can add it. Please let us know if the time does
            not work for you.

            Best regards,
            {{sender.name}}
            """)

    static let interviewRescheduled = EmailTemplate(
        name: TemplateName.interviewRescheduled,
        summary: "Tell the candidate an interview moved (sent by 'events reschedule')",
        subject: "New time: interview for {{candidate.role}} on {{event.start}}",
        body: """
            Hello {{candidate.firstName}},

            the interview for the {{candidate.role}} role has moved. The new time:

            When:  {{event.when}}
            Where: {{event.location}}
            With:  {{event.interviewers}}

            The updated invitation is attached; your calendar will move the entry. Please let us know if
            the new time does not work for you.

            Best regards,
            {{sender.name}}
            """)

    static let interviewCancelled = EmailTemplate(
        name: TemplateName.interviewCancelled,
        summary: "Tell the candidate an interview was cancelled (sent by 'events cancel')",
        subject: "Cancelled: interview for {{candidate.role}} on {{event.start}}",
        body: """
            Hello {{candidate.firstName}},

            the interview on {{event.start}} at {{event.location}} has been cancelled. We will be in
            touch about a new time.

            Best regards,
            {{sender.name}}
            """)

    static let offer = EmailTemplate(
        name: "offer",
        summary: "Make the candidate an offer",
        subject: "Your offer for {{candidate.role}}",
        body: """
            Hello {{candidate.firstName}},

            we are delighted to offer you the {{candidate.role}} role. The details follow in a
            separate message.

            Best regards,
            {{sender.name}}
            """)

    static let rejection = EmailTemplate(
        name: "rejection",
        summary: "Let the candidate know we will not continue",
        subject: "Your application for {{candidate.role}}",
        body: """
            Hello {{candidate.firstName}},

            thank you for your time and interest in the {{candidate.role}} role. After careful
            consideration we will not continue with your application.

            Best regards,
            {{sender.name}}
            """)
}
