import SelfTestRunner

extension SelfTestSuite {
    /// Data safety: every old schema migrates with every row kept; backups; corrupt or newer
    /// stores are left untouched.
    static func dataSafety() -> SelfTestSuite {
        SelfTestSuite(
            name: "Data safety", flags: ["--run-data-safety-tests"],
            checks: DigestChecks.all + ConnectionChecks.all + StoreOpeningChecks.all + MigrationChecks.all
                + SafeModeChecks.all
                + StoredReportChecks.all + StoreLocationChecks.all + RestoreChecks.all + DoctorChecks.all
                + ImportExportChecks.all + FaultChecks.all + ChangeLogChecks.all + RecordingChecks.all
                + CapacityChecks.all)
    }
}
