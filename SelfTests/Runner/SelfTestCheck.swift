/// One named check of a suite: a body that returns a verdict, or throws (which fails the check).
///
/// Promises: the name is known without running the body, so checks can be listed, filtered and
/// sharded without side effects.
public struct SelfTestCheck {
    public let name: String
    public let body: (SelfTestContext) throws -> CheckVerdict

    public init(_ name: String, _ body: @escaping (SelfTestContext) throws -> CheckVerdict) {
        self.name = name
        self.body = body
    }
}
