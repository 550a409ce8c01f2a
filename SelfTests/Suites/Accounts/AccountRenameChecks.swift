import SelfTestRunner

/// Renaming an account: its own name in other letters is allowed, another account's name never.
enum AccountRenameChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("an account can be renamed to its own name in other letters, never to another account's name")
            { context in
                let app = AppHarness(location: try AppHarness.sampleStore(context, "rename"))
                let lowered = app.run(["accounts", "rename", "Maybank Savings", "maybank savings"])
                let taken = app.run(["accounts", "rename", "maybank savings", "Touch 'n Go eWallet"])
                let listed = app.run(["accounts"]).output
                return .all([
                    .equal(lowered.status, 0, "exit status of the rename in lower case"),
                    .that(
                        listed.contains("maybank savings") && !listed.contains("Maybank Savings"),
                        expected: "the list shows maybank savings", actual: listed),
                    .equal(taken.status, 1, "exit status of the rename to the wallet's name"),
                    .contains(taken.errors, "there is already an account named 'Touch 'n Go eWallet'"),
                ])
            }
        ]
    }
}
