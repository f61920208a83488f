import InjectWorkflowCore
import InjectWorkflowInterfaces
import InjectWorkflowTestSupport
import Testing

@Suite("Moving candidates through the pipeline")
struct PipelineTests {
    /// Every (from, to) pair the pipeline allows.
    static let legalMoves: [(Stage, Stage)] = Stage.allCases.flatMap { from in from.nextStages.map { (from, $0) } }
    /// Every other pair of different stages.
    static let illegalMoves: [(Stage, Stage)] = Stage.allCases.flatMap { from in
        Stage.allCases.filter { $0 != from && !from.canMove(to: $0) }.map { (from, $0) }
    }

    /// The forward path to `stage`, or the path to a stage rejected from (`rejected` is reached from applied).
    static func path(to stage: Stage) -> [Stage] {
        let forward: [Stage] = [.screening, .interview, .offer, .hired]
        if stage == .rejected { return [.rejected] }
        return Array(forward.prefix(while: { $0 <= stage }))
    }

    @Test("every legal move succeeds and is recorded with the clock's time", arguments: legalMoves)
    func legalMoveSucceeds(from: Stage, to: Stage) throws {
        let harness = Harness()
        let candidate = try harness.add("Ada Lovelace")
        for step in Self.path(to: from) { try harness.move(candidate.id, to: step) }
        let moved = try harness.move(candidate.id, to: to)
        #expect(moved.stage == to)
        #expect(moved.history.last == StageChange(from: from, to: to, at: harness.clock.now()))
        #expect(try harness.service.candidate(id: candidate.id) == moved)
    }

    @Test("the full path applied → hired keeps every change in order")
    func fullPathIsRecorded() throws {
        let harness = Harness()
        let id = try harness.add("Ada Lovelace").id
        for stage in [Stage.screening, .interview, .offer, .hired] { try harness.move(id, to: stage) }
        let history = try harness.service.candidate(id: id).history
        #expect(history.map(\.to) == [.applied, .screening, .interview, .offer, .hired])
        #expect(history.map(\.from) == [nil, .applied, .screening, .interview, .offer])
    }

    @Test("an illegal move names both stages and the legal next stages, and changes nothing", arguments: illegalMoves)
    func illegalMoveIsRefused(from: Stage, to: Stage) throws {
        let harness = Harness()
        let id = try harness.add("Ada Lovelace").id
        for step in Self.path(to: from) { try harness.move(id, to: step) }
        let before = try harness.service.candidate(id: id)
        let error = appError { try harness.move(id, to: to) }
        #expect(error?.message == "cannot move candidate '\(id)' from '\(from.rawValue)' to '\(to.rawValue)'")
        let expectedHint =
            from.isOpen
            ? "from '\(from.rawValue)' the legal next stages are "
                + from.nextStages.map { "'\($0.rawValue)'" }.joined(separator: " or ")
            : "'\(from.rawValue)' is a final stage: no further moves are possible"
        #expect(error?.hint == expectedHint)
        #expect(error?.exitCode == .failure)
        #expect(try harness.service.candidate(id: id) == before)
    }

    @Test("skipping a stage reads as a specific, helpful error")
    func skippingReadsWell() throws {
        let harness = Harness()
        try harness.add("Ada Lovelace")
        let error = appError { try harness.move("c1", to: .offer) }
        #expect(
            error?.description == """
                cannot move candidate 'c1' from 'applied' to 'offer'
                from 'applied' the legal next stages are 'screening' or 'rejected'
                """)
    }

    @Test("moving to the stage a candidate is already in is refused")
    func sameStageIsRefused() throws {
        let harness = Harness()
        try harness.add("Ada Lovelace")
        #expect(appError { try harness.move("c1", to: .applied) }?.message == "candidate 'c1' is already in 'applied'")
    }

    @Test("moving an unknown candidate names the id")
    func unknownCandidateMove() {
        #expect(appError { try Harness().move("c9", to: .screening) }?.message == "candidate 'c9' does not exist")
    }
}
