// libFuzzer harness for the notification and receipt parser, built by scripts/fuzz together with
// the SpenDropCore sources. Promises checked on every input: no crash, no hang, and no draft of
// zero or less (the parser never invents a transaction).

@_cdecl("LLVMFuzzerTestOneInput")
public func parserFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let outcome = NotificationParser(referenceDay: CalendarDay(year: 2026, month: 12, day: 2)!).parse(text)
    for draft in outcome.drafts where draft.amount.minorUnits <= 0 {
        fatalError("a draft of \(draft.amount) from \(text.debugDescription)")
    }
    if outcome.drafts.isEmpty != (outcome.reason != nil) {
        fatalError("drafts and reason disagree for \(text.debugDescription)")
    }
    return 0
}
