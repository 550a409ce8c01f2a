import Foundation
import SpenDropApp
import Testing

/// `spendrop prefs` across processes: a value written by one launch that exits normally is read
/// by a fresh one, and an argument overrides it only while it is given.
@Suite struct PreferencesProcessTests {
    /// The suite file the app uses inside the sandbox's XDG_CONFIG_HOME.
    static func suiteFile(_ sandbox: Sandbox) -> URL {
        sandbox.home.appendingPathComponent("config/spendrop/\(Preferences.standardSuiteName).json")
    }

    @Test func aValueSetInOneProcessIsReadByAFreshOne() throws {
        let sandbox = Sandbox()
        let set = try SpendropBinary.run(["prefs", "set", "theme", "dark"], environment: sandbox.environment)
        #expect(set.status == 0, "\(set.errors)")
        #expect(set.output == "set theme to dark in \(Self.suiteFile(sandbox).path)\n")
        #expect(set.errors.isEmpty)

        let get = try SpendropBinary.run(["prefs", "get", "theme"], environment: sandbox.environment)
        #expect(get.status == 0, "\(get.errors)")
        #expect(get.output == "dark\n")

        let unset = try SpendropBinary.run(["prefs", "unset", "theme"], environment: sandbox.environment)
        #expect(unset.status == 0, "\(unset.errors)")
        let afterUnset = try SpendropBinary.run(["prefs", "get", "theme"], environment: sandbox.environment)
        #expect(afterUnset.output == "system\n")
        try FileManager().removeItem(at: Self.suiteFile(sandbox))
        #expect(!FileManager().fileExists(atPath: Self.suiteFile(sandbox).path))
    }

    @Test func anArgumentMasksASavedValueOnlyWhileItIsGiven() throws {
        let sandbox = Sandbox()
        let set = try SpendropBinary.run(["prefs", "set", "theme", "dark"], environment: sandbox.environment)
        #expect(set.status == 0, "\(set.errors)")

        let masked = try SpendropBinary.run(
            ["prefs", "get", "theme", "-theme", "light"], environment: sandbox.environment)
        #expect(masked.status == 0, "\(masked.errors)")
        #expect(masked.output == "light\n")

        let unmasked = try SpendropBinary.run(["prefs", "get", "theme"], environment: sandbox.environment)
        #expect(unmasked.output == "dark\n")

        let explained = try SpendropBinary.run(
            ["prefs", "get", "theme", "--explain"], environment: sandbox.environment)
        #expect(explained.output.contains("persistent suite \(Self.suiteFile(sandbox).path)"))
        try FileManager().removeItem(at: Self.suiteFile(sandbox))
    }

    @Test func anUnknownKeyOrInvalidValueExitsTwoAndWritesNothing() throws {
        let sandbox = Sandbox()
        for arguments in [
            ["prefs", "set", "theme", "purple"], ["prefs", "set", "colour", "red"], ["prefs", "get", "colour"],
        ] {
            let result = try SpendropBinary.run(arguments, environment: sandbox.environment)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.output.isEmpty)
            #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
        }
        #expect(!FileManager().fileExists(atPath: sandbox.home.appendingPathComponent("config").path))
    }

    /// A `-KEY VALUE` override its setting does not allow refuses the launch as `prefs set`
    /// refuses the value: exit 2, one line, and no store, row or file made (it was ignored, and
    /// `add 5 X -currency AUD` recorded RM 5.00).
    @Test func anOverrideWithAValueItsSettingRefusesStopsTheCommandAndChangesNothing() throws {
        let sandbox = Sandbox()
        for (arguments, expected) in [
            (["add", "5", "Kopi", "-currency", "XYZ"], "spendrop: -currency XYZ: 'XYZ' is not a valid currency"),
            (
                ["-theme", "blue", "accounts"],
                "spendrop: -theme blue: 'blue' is not a valid theme; expected one of system|light|dark; nothing was changed"
            ),
            (
                ["prefs", "get", "theme", "-firstWeekday", "someday"],
                "spendrop: -firstWeekday someday: 'someday' is not a valid firstWeekday"
            ),
        ] {
            let result = try SpendropBinary.run(arguments, environment: sandbox.environment)
            #expect(result.status == 2 && result.output.isEmpty, "\(arguments): \(result.status) \(result.output)")
            #expect(
                result.errors.hasPrefix(expected) && result.errors.split(separator: "\n").count == 1, "\(result.errors)"
            )
        }
        #expect(
            !FileManager().fileExists(atPath: sandbox.home.appendingPathComponent("data").path)
                && !FileManager().fileExists(atPath: sandbox.home.appendingPathComponent("config").path),
            "nothing was made")
        let aud = try SpendropBinary.run(["add", "5", "Kopi", "-currency", "AUD"], environment: sandbox.environment)
        #expect(
            aud.status == 0 && aud.output.contains("A$5.00"), "an allowed override is used: \(aud.output)\(aud.errors)")
    }
}
