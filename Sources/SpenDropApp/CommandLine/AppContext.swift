import Foundation
import SpenDropCore
import SpenDropStore

/// Everything a command may use, made once in main.swift and passed in: streams, the moment and
/// zone it runs in, the store's location and container, and the user's defaults.
///
/// Promises: commands reach nothing global; a test or a UI-testing launch swaps any of these.
public struct AppContext {
    public let output: TextSink
    public let errors: TextSink
    public let now: Date
    public let calendar: ReportingCalendar
    public let storeLocation: StoreLocation
    public let container: DataContainer
    public let opener: StoreOpener
    /// The user's settings, with this launch's `-KEY VALUE` overrides.
    public let preferences: Preferences
    /// Fills a store the moment it is created (a UI-testing fixture); nil for the user's app.
    public let seedNewStore: ((Store) throws -> Void)?
    /// The currency an amount without one is in (the `currency` preference).
    public let defaultCurrency: Currency
    /// Where the cloud sign-in is kept.
    public let credentials: CredentialStore
    /// How requests reach a backup server: the network, or a fake in tests.
    public let cloudTransport: HTTPTransport
    /// Asks the person for a password (without echo on a terminal).
    public let readPassword: () -> String?
    /// A private folder for snapshots and downloads while they are worked on, made on first use.
    public let scratch: ScratchFolder
    /// Where scratch folders are made, and where leftovers of killed launches are looked for.
    public var scratchParent: URL { scratch.parent }
    /// Makes a new unique id for PayBook entries.
    public let makeID: () -> String
    /// Whether standard output and standard error are terminals (colour, progress).
    public let outputIsTerminal: Bool
    public let errorsIsTerminal: Bool
    /// Colour only on a terminal and never with `NO_COLOR` set.
    public let useColour: Bool
    /// What `-` reads: the process's standard input, or what a test gives.
    public let standardInput: FileHandle
    /// Where helper programs (tesseract) are looked for: the launch's `PATH`.
    public let executableSearchPath: String

    /// The one file manager of the launch (the opener's).
    public var fileManager: FileManager { opener.fileManager }

    /// `calendar` and `defaultCurrency` follow `preferences` (`firstWeekday`, `currency`) in `timeZone`.
    public init(
        output: TextSink, errors: TextSink, now: Date, timeZone: TimeZone, storeLocation: StoreLocation,
        container: DataContainer, opener: StoreOpener, preferences: Preferences,
        seedNewStore: ((Store) throws -> Void)?,
        credentials: CredentialStore, cloudTransport: HTTPTransport, readPassword: @escaping () -> String?,
        scratch: ScratchFolder, makeID: @escaping () -> String, outputIsTerminal: Bool, errorsIsTerminal: Bool,
        noColour: Bool, standardInput: FileHandle, executableSearchPath: String
    ) {
        self.output = output
        self.errors = errors
        self.now = now
        self.calendar = ReportingCalendar(timeZone: timeZone, firstWeekday: preferences.value(.firstWeekday))
        self.storeLocation = storeLocation
        self.container = container
        self.opener = opener
        self.preferences = preferences
        self.seedNewStore = seedNewStore
        self.credentials = credentials
        self.cloudTransport = cloudTransport
        self.readPassword = readPassword
        self.scratch = scratch
        self.defaultCurrency = preferences.value(.currency)
        self.makeID = makeID
        self.outputIsTerminal = outputIsTerminal
        self.errorsIsTerminal = errorsIsTerminal
        self.useColour = outputIsTerminal && !noColour
        self.standardInput = standardInput
        self.executableSearchPath = executableSearchPath
    }

    /// The open store, opening it on first use; safe mode becomes `AppError.safeMode`. A store
    /// opened for reading only by an earlier `readableStore()` is refused: this command writes.
    public func store() throws(AppError) -> Store {
        if let store = container.store {
            if container.isReadOnly { throw .refused(readOnlyRefusal) }
            return store
        }
        return try open(forReadingOnly: false)
    }

    /// The store for a command that only reads (a screen, an export): as `store()`, and a store
    /// that cannot be written is opened for reading only, with one line on stderr that says so.
    ///
    /// A screen that adds amounts up (`showsTotals`) is refused, with what to do, for a store whose
    /// amounts in some currency pass what spendrop can add up (only an older spendrop could let a
    /// store grow so far): its totals would be wrong or stop the program.
    public func readableStore(showsTotals: Bool = true) throws(AppError) -> Store {
        let store: Store
        if let open = container.store { store = open } else { store = try open(forReadingOnly: true) }
        if showsTotals {
            let past: [String]
            do { past = try store.amountsPastCapacity() } catch { throw AppFailure.of(error, context: self) }
            if let first = past.first {
                throw .refused(
                    "this screen cannot be shown: \(first). Delete the largest of them ('spendrop export json' lists each with its id; "
                        + "'spendrop delete ID'), or keep amounts that large in a store of their own")
            }
        }
        return store
    }

    private var readOnlyRefusal: String {
        "\(storeLocation.databaseURL.path) is open read-only; make it writable to change it"
    }

    private func open(forReadingOnly: Bool) throws(AppError) -> Store {
        let status =
            forReadingOnly
            ? container.openStoreForReading(at: storeLocation, using: opener)
            : container.openStore(at: storeLocation, using: opener)
        if container.isReadOnly {
            errors.line(
                "spendrop: \(storeLocation.databaseURL.path) cannot be written here, so it is shown read-only; "
                    + "nothing can be changed until its file and folder can be written")
        }
        guard let store = container.store else {
            // A fault of the machine (a full disk, a lock, an I/O error) is no state of the store:
            // the command is refused and can simply be run again.
            if let problem = container.problem {
                throw problem.isAboutTheFile
                    ? .safeMode("the store is in safe mode: \(problem.sentence)") : .refused(problem.sentence)
            }
            if case .safeMode(let reason, _, _) = status { throw .safeMode("the store is in safe mode: \(reason)") }
            throw .safeMode("the store is in safe mode")
        }
        if let version = container.migratedFrom, version < 7 {
            // The one upgrade that decides something for the person: the days of what they recorded.
            let zone = calendar.timeZone
            let offset = Moment(now, in: zone).utcOffset
            errors.line(
                "spendrop: the store was upgraded from version \(version) to \(StoreSchema.currentVersion): each transaction now keeps the day "
                    + "it happened on wherever it is read; those recorded before took the clock of \(zone.identifier) "
                    + "(UTC\(offset < 0 ? "-" : "+")\(DigitText.zeroPadded(Int64(abs(offset) / 3600), width: 2)):\(DigitText.zeroPadded(Int64(abs(offset) % 3600 / 60), width: 2)) now), "
                    + "this launch's time zone; a backup of the store as it was is in its backups folder")
        }
        if container.openedNewStore, let seedNewStore {
            do { try seedNewStore(store) } catch { throw .refused("could not seed the new store: \(error)") }
        }
        if !container.isReadOnly {
            // Recurring bills that have come due are booked before any command reads or writes.
            do {
                try store.bookDueRecurrences(through: today) { day in InputReading.moment(on: day, context: self) }
            } catch {
                errors.line(
                    "spendrop: recurring bills that came due could not be booked now (\(error)); they will be booked next time"
                )
            }
        }
        return store
    }

    /// Today in the user's time zone.
    public var today: CalendarDay { calendar.day(of: now) }
}
