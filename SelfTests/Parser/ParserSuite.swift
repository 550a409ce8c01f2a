extension SelfTestSuite {
    /// Parser: notification and OCR text becomes the right draft, or an explicit "cannot read".
    static func parser() -> SelfTestSuite {
        SelfTestSuite(name: "Parser", flags: ["--run-parser-tests", "--run-tests"], checks: [])
    }
}
