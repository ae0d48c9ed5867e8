import Testing

/// The suites that run `larder` processes against large generated files. They run one after the other,
/// not side by side: each process wants a core of the machine's two, and the kill test times its kills
/// from an uninterrupted import's duration.
@Suite(.serialized) enum ProcessTests {}
