import SelfTestRunner
import SpenDropCore

/// Which account a notification's hint names (`AccountMatch`), as `parse --save` books it.
enum AccountMatchChecks {
    static func account(_ id: Int64, _ name: String) -> Account {
        Account(id: AccountID(id), name: name, openingBalance: .zero(.myr))
    }

    static let cash = account(1, "Cash"), savings = account(2, "Maybank Savings"), wallet = account(3, "Touch 'n Go")
    static let card = account(4, "Maybank Visa 4321"), cimb = account(5, "CIMB")

    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "a hint finds the account named after its bank, whatever the case, spaces or app name (MAE is Maybank)"
            ) { _ in
                let accounts = [cash, savings, wallet]
                return .all([
                    .equal(
                        AccountMatch.matching(AccountHint(institution: "Maybank"), among: accounts), .one(savings),
                        "Maybank"),
                    .equal(
                        AccountMatch.matching(AccountHint(institution: "MAE"), among: accounts), .one(savings), "MAE"),
                    .equal(
                        AccountMatch.matching(AccountHint(institution: "Touch 'n Go eWallet"), among: accounts),
                        .one(wallet), "Touch 'n Go eWallet"),
                    .equal(
                        AccountMatch.matching(
                            AccountHint(institution: "Touch 'n Go eWallet"), among: [account(6, "TNG wallet")]),
                        .one(account(6, "TNG wallet")), "an account named with the short form"),
                ])
            },
            SelfTestCheck(
                "the last four digits pick among accounts of one bank; with none to pick by, every candidate is named"
            ) { _ in
                let accounts = [cash, savings, card, cimb]
                return .all([
                    .equal(
                        AccountMatch.matching(
                            AccountHint(institution: "Maybank", lastFourDigits: "4321"), among: accounts), .one(card),
                        "Maybank 4321"),
                    .equal(
                        AccountMatch.matching(AccountHint(institution: "Maybank"), among: accounts),
                        .several([savings, card]), "Maybank alone"),
                    .equal(
                        AccountMatch.matching(AccountHint(lastFourDigits: "4321"), among: accounts), .one(card),
                        "card ending 4321"),
                    .equal(
                        AccountMatch.matching(AccountHint(lastFourDigits: "9999"), among: accounts), .none,
                        "card ending 9999"),
                    .equal(
                        AccountMatch.matching(AccountHint(lastFourDigits: "9999"), among: [savings]), .none,
                        "card ending 9999 with one account, not named with those digits"),
                    .equal(
                        AccountMatch.matching(AccountHint(institution: "RHB"), among: accounts), .none,
                        "a bank no account is named after"),
                ])
            },
        ]
    }
}
