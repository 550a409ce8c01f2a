import SelfTestRunner

extension SelfTestSuite {
    /// Cloud backup: upload, list, restore, checksums, conflicts.
    static func cloudBackup() -> SelfTestSuite {
        SelfTestSuite(name: "Cloud backup", flags: ["--run-cloud-tests"], checks: CloudBackupChecks.all)
    }
}
