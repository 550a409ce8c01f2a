#if DEBUG
import Foundation
import SpenDropCore
import SpenDropStore

/// Fills a newly created UI-testing store with exactly what its `UITestFixture` names, dated
/// around `now` so the current month's screens show it.
///
/// Promises: `emptyProject` writes nothing; every other fixture writes only through the store's
/// own checked writes, so a fixture can never hold data the app itself could not record.
public enum FixtureSeeder {
    public static func seed(_ fixture: UITestFixture, into store: Store, now: Date, timeZone: TimeZone) throws {
        let calendar = ReportingCalendar(timeZone: timeZone)
        let today = calendar.day(of: now)
        let monthStart = calendar.period(.month, containing: now).interval!.start
        func day(_ offset: Int) -> Date {
            min(now, monthStart.addingTimeInterval(Double(offset) * 86_400 + 12 * 3_600))
        }
        func myr(_ minor: Int64) -> Money { Money(minorUnits: minor, currency: .myr) }
        func out(
            _ account: Account, _ minor: Int64, _ merchant: String, _ category: String?, _ when: Date
        ) -> Transaction {
            Transaction(
                id: TransactionID(0), kind: .moneyOut, account: account.id, amount: myr(minor), occurredAt: when,
                utcOffset: Moment(when, in: timeZone).utcOffset, merchant: merchant, category: category)
        }
        switch fixture {
        case .emptyProject:
            return
        case .threeItems:
            let cash = try store.openAccount(name: "Cash", openingBalance: myr(0))
            _ = try store.record(all: [
                out(cash, 850, "Nasi Lemak Antarabangsa", "Food", now),
                out(cash, 1_500, "Grab ride", "Transport", now),
                out(cash, 2_390, "Watsons", "Health", now),
            ])
        case .twoAccounts:
            try store.openAccount(name: "Maybank", openingBalance: myr(100_000))
            try store.openAccount(name: "Touch 'n Go", openingBalance: myr(5_000))
        case .splitWithAisyah:
            let cash = try store.openAccount(name: "Cash", openingBalance: myr(0))
            let split = try SplitCalculator.split(
                myr(3_000), among: [.me, Person("Aisyah")], paidBy: .me, mode: .equal)
            _ = try store.recordSplitBill(
                out(cash, 3_000, "Dinner at Kenny Rogers", "Food", now), split: split,
                entryID: PayBookEntryID("fixture-split-aisyah"), day: today)
        case .monthOfSpending:
            let maybank = try store.openAccount(name: "Maybank", openingBalance: myr(200_000))
            let cash = try store.openAccount(name: "Cash", openingBalance: myr(10_000))
            _ = try store.record(all: [
                Transaction(
                    id: TransactionID(0), kind: .moneyIn, account: maybank.id, amount: myr(450_000), occurredAt: day(0),
                    utcOffset: Moment(day(0), in: timeZone).utcOffset, merchant: "ACME Sdn Bhd", category: "Salary"),
                out(maybank, 120_000, "Rent", "Home", day(0)),
                out(cash, 1_250, "Mamak Corner", "Food", day(1)),
                out(maybank, 8_990, "TNB Electricity", "Bills", day(2)),
                out(cash, 2_000, "Grab ride", "Transport", day(3)),
                out(maybank, 15_640, "Lotus's Groceries", "Groceries", day(4)),
                out(cash, 1_800, "ZUS Coffee", "Food", day(5)),
                out(maybank, 5_900, "Unifi", "Bills", day(6)),
                out(cash, 3_500, "Parking", nil, day(7)),
            ])
        }
    }
}
#endif
