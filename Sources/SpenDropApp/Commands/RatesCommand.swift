import Basics
import Foundation
import SpenDropCore
import SpenDropStore

/// `spendrop rates` lists the exchange rates recorded; `rates set CODE RATE [--date D]` records
/// what one unit of a currency was worth in the currency setting on a day; `rates import FILE`
/// records a CSV of `date,currency,rate` rows, all or none. `home --convert` and
/// `breakdown --convert` use them, each converted figure saying its rate and date.
enum RatesCommand: AppCommand {
    static let spec = CommandSpec(
        ["rates"], "exchange rates you recorded, for converted totals", json: true,
        subcommands: [
            setSpec,
            importSpec,
        ])

    struct RateJSON: Encodable {
        let currency: String
        let date: String
        let rate: String
    }

    struct ScreenJSON: Encodable {
        let screen = "rates"
        let home_currency: String
        let rates: [RateJSON]
    }

    static let setSpec = CommandSpec(
        ["rates", "set"], "record what one unit of a currency is worth in your currency setting",
        positionals: [
            .init("CODE", "the currency, such as USD"), .init("RATE", "your currency per unit, such as 4.45"),
        ],
        options: [date])
    static let date = CommandOption.day("--date", "the day it applies from (default: today)")
    static let importSpec = CommandSpec(
        ["rates", "import"], "record every rate of a CSV file of date,currency,rate rows, all or none",
        positionals: [.init("FILE", "the CSV file")])

    static func run(_ words: [String], context: AppContext) throws {
        if words.first == "set" { return try set(Array(words.dropFirst()), context: context) }
        if words.first == "import" { return try importFile(Array(words.dropFirst()), context: context) }
        let arguments = try CommandArguments(words, spec: spec)
        let store = try context.readableStore()
        let rates: [ExchangeRate] = try store.rates()
        if arguments.wantsJSON {
            JSONOutput.write(
                ScreenJSON(
                    home_currency: context.defaultCurrency.code,
                    rates: rates.map { RateJSON(currency: $0.currency.code, date: $0.day.description, rate: $0.text) }),
                to: context.output)
            return
        }
        context.output.line(
            TerminalStyle(context).bold("Exchange rates") + " — \(context.defaultCurrency.code) per unit")
        if rates.isEmpty { context.output.line("  None yet: 'spendrop rates set USD 4.45' records one.") }
        for rate in rates {
            context.output.line("  \(rate.day)  1 \(rate.currency.code) = \(rate.text) \(context.defaultCurrency.code)")
        }
    }

    static func currency(_ code: String, context: AppContext) throws -> Currency {
        guard let currency = Currency(code: code) else {
            throw AppError.usage("'\(code)' is not a currency spendrop knows; use an ISO code such as USD")
        }
        guard currency != context.defaultCurrency else {
            throw AppError.usage("\(code) is your currency setting; rates are for the others")
        }
        return currency
    }

    static func set(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: setSpec)
        let currency = try currency(arguments.positional[0], context: context)
        let day = try arguments.value(Self.date) ?? context.today
        let rate: ExchangeRate
        do throws(RateError) {
            rate = try ExchangeRate(
                currency: currency, day: day, millionths: try ExchangeRate.millionths(arguments.positional[1]))
        } catch { throw AppError.usage(error.description) }
        let store = try context.store()
        let sentence = "Rate from \(day): 1 \(currency.code) = \(rate.text) \(context.defaultCurrency.code)."
        try ChangeRecording.run(
            store, context: context,
            { () throws in
                try store.setRates([rate])
            }, summary: { sentence })
        context.output.line(sentence)
    }

    static func importFile(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: importSpec)
        let path = arguments.positional[0]
        guard let data = FileManager().contents(atPath: path) else { throw AppError.refused("cannot read \(path)") }
        var rates: [ExchangeRate] = []
        for (index, line) in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).enumerated() {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if index == 0, cells.first?.lowercased() == "date" { continue }
            guard cells.count == 3 else {
                throw AppError.usage("\(path) line \(index + 1): a row is date,currency,rate")
            }
            do {
                let day = try InputReading.day(cells[0])
                let currency = try currency(cells[1], context: context)
                do throws(RateError) {
                    rates.append(
                        try ExchangeRate(
                            currency: currency, day: day, millionths: try ExchangeRate.millionths(cells[2])))
                } catch { throw AppError.usage(error.description) }
            } catch {
                throw AppError.usage("\(path) line \(index + 1): \(TerminalText.visible("\(error)"))")
            }
        }
        guard !rates.isEmpty else { throw AppError.usage("\(path) holds no rates") }
        let store = try context.store()
        let sentence = "Recorded \(Counted.text(rates.count, "rate")) from \(path)."
        try ChangeRecording.run(
            store, context: context,
            { () throws in
                try store.setRates(rates)
            }, summary: { sentence })
        context.output.line(sentence)
    }
}
