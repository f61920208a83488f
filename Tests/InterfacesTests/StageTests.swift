import InjectWorkflowInterfaces
import Testing

@Suite("Stage: the pipeline's legal moves")
struct StageTests {
    @Test("each open stage moves one step forward or to rejected; hired and rejected are final")
    func nextStagesFollowThePipeline() {
        #expect(Stage.applied.nextStages == [.screening, .rejected])
        #expect(Stage.screening.nextStages == [.interview, .rejected])
        #expect(Stage.interview.nextStages == [.offer, .rejected])
        #expect(Stage.offer.nextStages == [.hired, .rejected])
        #expect(Stage.hired.nextStages.isEmpty)
        #expect(Stage.rejected.nextStages.isEmpty)
    }

    @Test("canMove agrees with nextStages for every pair of stages", arguments: Stage.allCases)
    func canMoveMatchesNextStages(from: Stage) {
        for to in Stage.allCases {
            #expect(from.canMove(to: to) == from.nextStages.contains(to), "\(from) → \(to)")
        }
    }

    @Test("no stage may stay where it is or go backwards")
    func movesNeverStayOrGoBack() {
        for from in Stage.allCases {
            #expect(!from.canMove(to: from))
            for to in from.nextStages where to != .rejected {
                #expect(from < to, "\(from) → \(to) goes backwards")
            }
        }
    }

    @Test("only hired and rejected are closed")
    func openStages() {
        #expect(Stage.allCases.filter(\.isOpen) == [.applied, .screening, .interview, .offer])
    }

    @Test("stages sort in pipeline order, rejected last")
    func pipelineOrder() {
        #expect(Stage.allCases.shuffled().sorted() == [.applied, .screening, .interview, .offer, .hired, .rejected])
    }
}
