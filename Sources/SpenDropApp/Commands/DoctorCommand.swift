import Basics
import Foundation
import SpenDropCore
import SpenDropStore

/// `spendrop doctor [--json]`: a read-only health report of the store; exit 0 when healthy, 1
/// with the findings otherwise. `doctor --rehearse` tries an upgrade and daily use on a copy
/// (`DoctorRehearsal`).
enum DoctorCommand: AppCommand {
    static let spec = CommandSpec(
        ["doctor"], "check the store: integrity, foreign keys, totals, backups and leftovers; exit 1 with findings",
        flags: [rehearse, repair], json: true)
    static let rehearse = CommandSpec.Flag(
        "--rehearse",
        "try an upgrade and daily use on a copy of the store in a private folder, timed; "
            + "the store is only read and the copy removed")
    static let repair = CommandSpec.Flag(
        "--repair",
        "make the store's folders private and rebuild data derived from other rows "
            + "(daily totals, shares of split bills, settlements), after a backup; then check")

    struct RehearsalStepJSON: Encodable {
        let name: String
        let milliseconds: Double
        let detail: String
        @NullWhenAbsent var problem: String?
    }

    struct RehearsalJSON: Encodable {
        var screen = "doctor-rehearsal"
        let store: String
        let steps: [RehearsalStepJSON]
        let passed: Bool
    }

    struct BackupJSON: Encodable {
        let name: String
        let path: String
        let size_bytes: UInt64
    }

    struct RuleJSON: Encodable {
        let rule: String
        let count: Int
        let examples: [String]
        let repairable: Bool
    }

    struct CountsJSON: Encodable {
        @NullWhenAbsent var accounts: Int64?
        @NullWhenAbsent var transactions: Int64?
        @NullWhenAbsent var paybook_entries: Int64?
    }

    struct ReportJSON: Encodable {
        var screen = "doctor"
        let location: String
        let exists: Bool
        @NullWhenAbsent var size_bytes: UInt64?
        @NullWhenAbsent var wal_bytes: UInt64?
        @NullWhenAbsent var schema_version: Int?
        let current_version: Int
        let can_open: Bool
        @NullWhenAbsent var integrity_check: [String]?
        @NullWhenAbsent var foreign_key_check: [String]?
        @NullWhenAbsent var daily_totals_agree: Bool?
        let rules_broken: [RuleJSON]
        let counts: CountsJSON
        let backups_directory: String
        let backups: [BackupJSON]
        @NullWhenAbsent var recovery: String?
        let leftovers: [String]
        let healthy: Bool
        let findings: [String]
    }

    /// The leftovers of killed launches are what it reports, so its launch keeps them.
    static let sweepsLeftovers = false

    static func run(_ words: [String], context: AppContext) throws {
        let arguments = try CommandArguments(words, spec: spec)
        if arguments.has(Self.rehearse) { return try rehearse(json: arguments.wantsJSON, context: context) }
        if arguments.has(Self.repair) { try repair(context, quiet: arguments.wantsJSON) }
        let report = StoreDoctor(fileManager: context.fileManager, now: { [now = context.now] in now })
            .examine(context.storeLocation, scratchParent: context.scratchParent)
        if arguments.wantsJSON {
            JSONOutput.write(json(report), to: context.output)
        } else {
            write(report, to: context.output, style: TerminalStyle(context))
        }
        if !report.isHealthy {
            throw AppError.refused(
                "doctor found \(Counted.text(report.findings.count, "problem")) with \(report.storeURL.path)")
        }
    }

    /// `doctor --repair`: folders made private, then derived data rebuilt when the rows call for
    /// it, each said on a line of its own (on stderr with `--json`); the report follows.
    static func repair(_ context: AppContext, quiet: Bool) throws {
        let say: (String) -> Void = quiet ? { context.errors.line($0) } : { context.output.line($0) }
        let repair = StoreRepair(fileManager: context.fileManager, now: { [now = context.now] in now })
        let folders = repair.tightenFolders(context.storeLocation)
        for folder in folders.tightened {
            say(
                "Made \(TerminalText.visible(folder.folder.path)) private (700; it was \(String(folder.formerMode, radix: 8)))."
            )
        }
        if let failed = folders.failed.first {
            throw AppError.refused(
                "could not make a folder private (\(TerminalText.visible(failed))); change it with 'chmod 700' as its owner"
            )
        }
        let before = StoreDoctor(fileManager: context.fileManager, now: { [now = context.now] in now }).examine(
            context.storeLocation)
        guard before.exists, before.integrityProblems == [], before.ruleViolations.contains(where: \.isRepairable)
        else {
            if folders.tightened.isEmpty {
                say("Nothing to repair: no folder to make private and no derived data that disagrees with the rows.")
            }
            return
        }
        do {
            guard let rebuilt = try repair.rebuildDerivedData(of: context.store(), at: context.storeLocation) else {
                return
            }
            say("A backup of the store as it was: \(TerminalText.visible(rebuilt.backup.path)).")
            for rule in rebuilt.rules {
                say("Rebuilt \(rule.rebuilt) (\(rule.count) that disagreed).")
            }
            // The report that follows reads the file as any later launch will: closed, its log folded in.
            if let unfolded = context.container.closeStore() {
                context.errors.line(
                    "spendrop: " + StoreClosing.unfoldedLog(unfolded, store: context.storeLocation.databaseURL))
            }
        }
    }

    static func json(_ report: DoctorReport) -> ReportJSON {
        ReportJSON(
            location: report.storeURL.path, exists: report.exists, size_bytes: report.sizeBytes,
            wal_bytes: report.walBytes,
            schema_version: report.schemaVersion, current_version: report.currentVersion, can_open: report.canOpen,
            integrity_check: report.integrityProblems.map { $0.isEmpty ? ["ok"] : $0 },
            foreign_key_check: report.foreignKeyProblems,
            daily_totals_agree: report.dailyTotalsAgree,
            rules_broken: report.ruleViolations.map {
                RuleJSON(rule: $0.broken, count: $0.count, examples: $0.examples, repairable: $0.isRepairable)
            },
            counts: CountsJSON(
                accounts: report.accountCount, transactions: report.transactionCount,
                paybook_entries: report.payBookEntryCount),
            backups_directory: report.backupsDirectory.path,
            backups: report.backups.map {
                BackupJSON(name: $0.url.lastPathComponent, path: $0.url.path, size_bytes: $0.sizeBytes)
            },
            recovery: report.recovery, leftovers: report.leftovers.map(\.path),
            healthy: report.isHealthy,
            findings: report.findings.map { $0.sentence(backupsDirectory: report.backupsDirectory) })
    }

    static func write(_ report: DoctorReport, to output: TextSink, style: TerminalStyle) {
        func row(_ label: String, _ value: String) {
            output.line("  \(label.padding(toLength: 18, withPad: " ", startingAt: 0)) \(value)")
        }
        output.line(style.bold("Doctor") + " — \(report.storeURL.path)")
        if let recovery = report.recovery { row("recovered", recovery) }
        if !report.leftovers.isEmpty {
            row(
                "leftovers",
                "\(Counted.text(report.leftovers.count, "temporary file")) a killed spendrop left; the next command removes them"
            )
            for leftover in report.leftovers { output.line("    \(leftover.path)") }
        }
        guard report.exists else {
            row("store", "none yet; spendrop creates it the first time it is used")
            writeBackups(report, row: row, output: output)
            writeVerdict(report, output: output, style: style)
            return
        }
        row("size", bytes(report.sizeBytes ?? 0) + (report.walBytes.map { ", write-ahead log \(bytes($0))" } ?? ""))
        if let version = report.schemaVersion {
            let verdict: String
            if version == report.currentVersion {
                verdict = "current"
            } else if version > report.currentVersion {
                verdict = "newer than this build, which opens v1 to v\(report.currentVersion)"
            } else if version == 0 {
                verdict = "not a spendrop schema"
            } else {
                verdict = "older; this build opens it and updates it to v\(report.currentVersion) after a backup"
            }
            row("schema", "v\(version) (\(verdict))")
        } else {
            row("schema", "unreadable")
        }
        row(
            "integrity_check",
            report.integrityProblems.map { $0.isEmpty ? "ok" : Counted.text($0.count, "problem") } ?? "not run")
        row(
            "foreign keys",
            report.foreignKeyProblems.map { $0.isEmpty ? "ok" : Counted.text($0.count, "broken reference") }
                ?? "not checked")
        let version = report.schemaVersion ?? 0
        row(
            "daily totals",
            report.dailyTotalsAgree.map { $0 ? "agree with the transactions" : "DISAGREE with the transactions" }
                ?? (version > 0 && version < report.currentVersion
                    ? "not applicable (built when the store is updated)" : "not checked"))
        if let accounts = report.accountCount { row("accounts", "\(accounts)") }
        if let transactions = report.transactionCount { row("transactions", "\(transactions)") }
        if let entries = report.payBookEntryCount { row("PayBook entries", "\(entries)") }
        writeBackups(report, row: row, output: output)
        writeVerdict(report, output: output, style: style)
    }

    private static func writeBackups(_ report: DoctorReport, row: (String, String) -> Void, output: TextSink) {
        row(
            "backups",
            report.backups.isEmpty
                ? "none in \(report.backupsDirectory.path)"
                : "\(report.backups.count) in \(report.backupsDirectory.path)")
        for backup in report.backups {
            output.line("    \(backup.url.lastPathComponent)  \(bytes(backup.sizeBytes))")
        }
    }

    private static func writeVerdict(_ report: DoctorReport, output: TextSink, style: TerminalStyle) {
        if report.isHealthy {
            output.line(style.green("Healthy."))
            return
        }
        output.line(style.red("Findings:"))
        for finding in report.findings {
            output.line("  - \(finding.sentence(backupsDirectory: report.backupsDirectory))")
        }
    }

    /// `12,288 bytes (12.0 KB)`.
    static func bytes(_ count: UInt64) -> String {
        let grouped = DigitText.groupedThousands(count)
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(count) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        guard count >= 1024 else { return "\(grouped) bytes" }
        return "\(grouped) bytes (\((value * 10).rounded() / 10) \(units[unit]))"
    }

    /// Runs the rehearsal and prints its report: one line a step, then the verdict.
    static func rehearse(json: Bool, context: AppContext) throws {
        let steps = try DoctorRehearsal.run(context)
        let failed = steps.filter { $0.problem != nil }
        let ranAll = steps.count >= 6
        let passed = failed.isEmpty && ranAll
        let path = context.storeLocation.databaseURL.path
        if json {
            JSONOutput.write(
                RehearsalJSON(
                    store: path,
                    steps: steps.map {
                        RehearsalStepJSON(
                            name: $0.name, milliseconds: ($0.milliseconds * 10).rounded() / 10, detail: $0.detail,
                            problem: $0.problem)
                    }, passed: passed), to: context.output)
        } else {
            let style = TerminalStyle(context)
            context.output.line(
                style.bold("Rehearsal") + " on a copy of \(TerminalText.visible(path)) (the store itself is only read)")
            for step in steps {
                let mark = step.problem == nil ? style.green("ok  ") : style.red("FAIL")
                let time = DigitText.groupedThousands(Int(step.milliseconds.rounded())) + " ms"
                let said = TerminalText.visible(step.problem ?? step.detail)
                context.output.line(
                    "  \(mark)  \(step.name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(String(repeating: " ", count: max(0, 10 - time.count)) + time)  \(said)"
                )
            }
            if passed {
                context.output.line(
                    "The rehearsal passed: an upgrade and daily use work on this data. The copy was removed.")
            }
        }
        if !passed {
            throw AppError.refused(
                "the rehearsal found \(Counted.text(max(failed.count, 1), "problem")) (\(failed.first?.name ?? "a step could not run")); "
                    + "your store was not changed and the copy was removed")
        }
    }
}
