import SpenDropCore

/// Exchange rates the user recorded (`exchange_rates`), one per currency and day.
extension Store {
    /// Every rate, by currency and then day.
    public func rates() throws(StoreError) -> [ExchangeRate] {
        try read {
            var rates: [ExchangeRate] = []
            try database.query(sql: "SELECT currency, on_day, millionths FROM exchange_rates ORDER BY currency, on_day")
            { row in
                guard let currency = Currency(code: row.text(0) ?? ""),
                    let day = try? CalendarDay.parse(row.text(1) ?? "")
                else {
                    throw StoreError.unreadable("a rate has an unknown currency or day")
                }
                rates.append(try ExchangeRate(currency: currency, day: day, millionths: row.int64(2)))
            }
            return rates
        }
    }

    /// Records `rates` all together, each replacing the rate of its currency and day.
    public func setRates(_ rates: [ExchangeRate]) throws(StoreError) {
        try write {
            for rate in rates {
                try database.execute(
                    sql: "DELETE FROM exchange_rates WHERE currency = ? AND on_day = ?",
                    arguments: [.text(rate.currency.code), .text(rate.day.description)])
                try database.execute(
                    sql: "INSERT INTO exchange_rates (currency, on_day, millionths) VALUES (?, ?, ?)",
                    arguments: [.text(rate.currency.code), .text(rate.day.description), .integer(rate.millionths)])
            }
        }
    }
}
