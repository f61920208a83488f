import Foundation
import InjectWorkflowCore
import InjectWorkflowInterfaces

/// A mailer that keeps what it was given instead of delivering it; it can be told to fail.
final class RecordingMailer: Mailer {
    private let state = LockedValue<(delivered: [OutgoingEmail], failing: Bool)>(([], false))

    var delivered: [OutgoingEmail] { state.withLock { $0.delivered } }

    func failNextDeliveries(_ failing: Bool) {
        state.withLock { $0.failing = failing }
    }

    func deliver(_ email: OutgoingEmail) throws -> String {
        try state.withLock { state in
            if state.failing { throw AppError("the fake mail server is down") }
            state.delivered.append(email)
            return "fake:/\(email.fileName)"
        }
    }
}
