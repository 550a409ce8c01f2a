import SelfTestRunner
import SpenDropApp

/// spendrop's lines and the runner's are written the same way: a `TextSink` is where the runner
/// writes too.
extension TextSink: TextOutput {}
