import Foundation
import SelfTestRunner
import SpenDropApp

/// Failure evidence: only approved environment keys appear, with values redacted by type. These
/// checks use only names that exist in every build.
enum LaunchEvidenceChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("failure evidence never shows a path") { _ in
                let shown = LaunchContract.redactedEnvironment([
                    "GTEST_SHARD_STATUS_FILE": "/home/ben/secret/status",
                    "TEST_SHARD_STATUS_FILE": "relative/place",
                ])
                return .all([
                    .equal(
                        shown, ["GTEST_SHARD_STATUS_FILE": "<path>", "TEST_SHARD_STATUS_FILE": "<path>"], "redacted"),
                    .equal(ApprovedValueShape.path.redact("/tmp/x"), "<path>", "path shape"),
                ])
            },
            SelfTestCheck("failure evidence never shows an unapproved key, not even by name") { _ in
                let shown = LaunchContract.redactedEnvironment([
                    "API_TOKEN": "hunter2", "HOME": "/home/ben", "PATH": "/usr/bin",
                    "AWS_SECRET_ACCESS_KEY": "abc", "LC_ALL": "C.UTF-8",
                ])
                return .equal(shown, ["LC_ALL": "C.UTF-8"], "redacted environment")
            },
            SelfTestCheck("a value without its key's shape shows as <invalid>") { _ in
                let shown = LaunchContract.redactedEnvironment([
                    "GTEST_SHARD_INDEX": "1; rm -rf /", "TEST_TOTAL_SHARDS": "4",
                    "LC_ALL": "C.UTF-8 /etc/passwd",
                ])
                return .equal(
                    shown, ["GTEST_SHARD_INDEX": "<invalid>", "TEST_TOTAL_SHARDS": "4", "LC_ALL": "<invalid>"],
                    "redacted")
            },
        ]
    }
}
