// libFuzzer harness for MoneyParser, built by scripts/fuzz with the SpenDropCore sources.
// Promises checked: no crash; an amount it reads formats and reads back to the same money.

@_cdecl("LLVMFuzzerTestOneInput")
public func moneyParserFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let money = try? MoneyParser.parse(text, defaultCurrency: .myr) else { return 0 }
    let again = try? MoneyParser.parse(MoneyFormatter.format(money), defaultCurrency: .myr)
    if again != money {
        fatalError("\(text.debugDescription) read as \(money) but its text reads back as \(String(describing: again))")
    }
    return 0
}
