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
    /// The currency an amount without one is in (the `currency` preference).
    public let defaultCurrency: Currency
    /// Makes a new unique id for PayBook entries.
    public let makeID: () -> String
    /// Whether standard output and standard error are terminals (colour, progress).
    public let outputIsTerminal: Bool
    public let errorsIsTerminal: Bool
    /// Colour only on a terminal and never with `NO_COLOR` set.
    public let useColour: Bool

    public init(output: TextSink, errors: TextSink, now: Date, calendar: ReportingCalendar, storeLocation: StoreLocation,
                container: DataContainer, opener: StoreOpener, defaultCurrency: Currency, makeID: @escaping () -> String,
                outputIsTerminal: Bool, errorsIsTerminal: Bool, noColour: Bool) {
        self.output = output
        self.errors = errors
        self.now = now
        self.calendar = calendar
        self.storeLocation = storeLocation
        self.container = container
        self.opener = opener
        self.defaultCurrency = defaultCurrency
        self.makeID = makeID
        self.outputIsTerminal = outputIsTerminal
        self.errorsIsTerminal = errorsIsTerminal
        self.useColour = outputIsTerminal && !noColour
    }

    /// The open store, opening it on first use; safe mode becomes `AppError.safeMode`.
    public func store() throws(AppError) -> Store {
        if let store = container.store { return store }
        let status = container.openStore(at: storeLocation, using: opener)
        guard let store = container.store else {
            if case .safeMode(let reason, _, _) = status { throw .safeMode("spendrop is in safe mode: \(reason)") }
            throw .safeMode("spendrop is in safe mode")
        }
        return store
    }

    /// Today in the user's time zone.
    public var today: CalendarDay { calendar.day(of: now) }
}
