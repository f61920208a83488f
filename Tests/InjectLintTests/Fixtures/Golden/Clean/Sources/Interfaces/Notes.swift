public protocol NoteStore: Sendable {}
public protocol Notes: Sendable {}
