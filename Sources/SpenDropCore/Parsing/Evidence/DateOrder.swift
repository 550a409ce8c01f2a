/// The order in which a text writes the day, month and year of a date with three numbers, as the
/// text's own money shows it (`TextEvidence.dateOrder`).
///
/// Promises: an order only decides between readings that are both real days; a date that one
/// order cannot read (`13/12/18` month first) is read the way it can be.
enum DateOrder: Sendable {
    /// `03/12/18` is 3 December 2018, as Malaysia, Europe and most of the world write it.
    case dayFirst
    /// `03/12/18` is 12 March 2018, as the United States writes it.
    case monthFirst
    /// `18/03/12` is 12 March 2018, as Japan and Korea write a two-digit year (`25/06/02 15:23`).
    case yearFirst
}
