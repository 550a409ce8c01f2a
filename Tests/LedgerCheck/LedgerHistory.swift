import Foundation

/// One history run in spendrop and in the reference model side by side: each command's
/// acceptance compared as it goes, every figure compared at the end.
enum LedgerHistory {
    struct Difference {
        /// What kind of figure: `accepted`, `accounts`, `breakdown`, `paybook`…, for the summary.
        let kind: String
        let text: String
    }

    struct Result {
        var commands = 0
        var accepted = 0
        var differences: [Difference] = []
        var transcript: [String] = []
        /// spendrop's `export hledger` of the history, and what the model says hledger must show of it.
        var journal: String?
        var hledgerExpected: [String: String] = [:]
    }

    static func check(
        _ history: [Operation], folder: URL, now: Date, recordZone: TimeZone, readZone: TimeZone, months: [String]
    ) -> Result {
        let app = AppDriver(folder: folder, now: now)
        func day(in zone: TimeZone) -> Day {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let parts = calendar.dateComponents([.year, .month, .day], from: now)
            return Day(year: parts.year!, month: parts.month!, day: parts.day!)
        }
        var model = ReferenceLedger(today: day(in: recordZone))
        if day(in: readZone) > day(in: recordZone) { model.readToday = day(in: readZone) }
        var result = Result()
        var ids: [Int?] = []
        for (index, operation) in history.enumerated() {
            guard var words = operation.words(ids: ids) else {
                // An edit or delete of a transaction spendrop never made (its command was refused).
                if operation.makesTransaction { ids.append(nil) }
                continue
            }
            if let text = operation.statementText, let at = words.firstIndex(of: Operation.statementFilePlaceholder) {
                let file = app.folder.appendingPathComponent("statement-\(index).ofx")
                try? Data(text.utf8).write(to: file)
                words[at] = file.path
            }
            let outcome = app.run(words, zone: recordZone)
            let modelAccepts = model.apply(operation)
            result.commands += 1
            if outcome.status == 0 { result.accepted += 1 }
            result.transcript.append(
                "spendrop \(words.joined(separator: " ")) → \(outcome.status)"
                    + (outcome.status == 0 ? "" : " \(outcome.errors.prefix(160))"))
            if operation.makesTransaction {
                ids.append(outcome.status == 0 ? LedgerHistory.id(in: outcome.output) : nil)
            }
            // A recurring bill books what has come due when the store is next opened: at once here.
            if case .addRecurring = operation, outcome.status == 0 { _ = app.run(["accounts"], zone: recordZone) }
            if (outcome.status == 0) != modelAccepts {
                result.differences.append(
                    Difference(
                        kind: "which commands are accepted",
                        text:
                            "spendrop \(words.joined(separator: " ")): exit \(outcome.status) \(outcome.errors.prefix(200).trimmingCharacters(in: .newlines)); the model \(modelAccepts ? "accepts" : "refuses") it"
                    ))
                return result
            }
        }
        let export = app.run(["export", "hledger"], zone: readZone)
        if export.status == 0 {
            result.journal = export.output
            result.hledgerExpected = model.hledgerFigures()
        } else {
            result.differences.append(
                Difference(
                    kind: "a screen failed", text: "spendrop export hledger exited \(export.status): \(export.errors)"))
        }
        switch AppFigures.read(app, zone: readZone, months: months) {
        case .failure(let error):
            result.differences.append(Difference(kind: "a screen failed", text: "\(error)"))
        case .success(let shown):
            let expected = model.figures(months: months)
            for key in Set(shown.keys).union(expected.keys).sorted() where shown[key] != expected[key] {
                let kind = String(key.split(separator: "/")[0].split(separator: " ")[0])
                result.differences.append(
                    Difference(
                        kind: kind,
                        text: "\(key): spendrop \(shown[key] ?? "nothing"), the model \(expected[key] ?? "nothing")"))
            }
        }
        // `export csv` imported into an empty store shows what the model says CSV carries.
        let csv = app.run(["export", "csv"], zone: readZone)
        let file = folder.appendingPathComponent("export.csv")
        try? Data(csv.output.utf8).write(to: file)
        let copy = AppDriver(folder: folder.appendingPathComponent("copy", isDirectory: true), now: now)
        let imported = copy.run(["import", "csv", file.path], zone: readZone)
        if csv.status != 0 || imported.status != 0 {
            result.differences.append(
                Difference(
                    kind: "csv round trip",
                    text:
                        "export csv exited \(csv.status), import csv \(imported.status): \(csv.errors)\(imported.errors)"
                ))
        } else if case .success(let shown) = AppFigures.read(copy, zone: readZone, months: months) {
            let expected = model.figures(months: months, asCSVCarriesIt: true)
            for key in Set(shown.keys).union(expected.keys).sorted() where shown[key] != expected[key] {
                result.differences.append(
                    Difference(
                        kind: "csv round trip",
                        text:
                            "after export csv and import csv, \(key): spendrop \(shown[key] ?? "nothing"), the model \(expected[key] ?? "nothing")"
                    ))
            }
        }
        return result
    }

    /// The id `#N` a command's confirmation names first.
    static func id(in output: String) -> Int? {
        guard let hash = output.firstIndex(of: "#") else { return nil }
        return Int(output[output.index(after: hash)...].prefix { $0.isNumber })
    }
}
