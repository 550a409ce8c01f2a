extension VocabularyLanguage {
    /// Japanese receipt labels, found inside a run of ideographs and kana. `税込` (tax included) is
    /// read as including, so `合計(税込)` stays the total.
    static let japanese = VocabularyLanguage(
        name: "Japanese",
        // `残高`, `残額`: what is left on a card or pass after the payment, never the payment.
        cues: [(.balance, ["残高", "残額"])],
        // The wallets and cards a Japanese till prints as the way the customer paid (`PayPay ¥602`).
        receiptLabels: [(.tender, ["paypay", "quicpay", "nanaco", "waon", "suica", "pasmo", "edy"])],
        runLabels: [
            // `現計` (the till's total), `お会計` (the bill), `領収金額` (the sum received).
            (.total, ["合計", "総計", "現計", "お会計", "領収金額"]),
            // `残高` is what is left on a card or wallet, no money of the sale; `ポイント` counts points,
            // so `合計ポイント` is no total.
            (.balance, ["残高"]),
            (.count, ["ポイント"]),
            (.heading, ["領収", "レシート"]),
            (.subtotal, ["小計"]),
            (.including, ["税込", "内税"]),
            (.tax, ["消費税", "外税", "税"]),
            (.change, ["お釣", "釣銭", "釣り", "おつり"]),
            // `お預り`, `お預かり`: what the customer handed over, so `お預り合計` is no total.
            (.cash.union(.handedOver), ["お預", "預り"]),
            (.cash, ["現金"]),
            (.tender, ["クレジット", "電子マネー", "決済", "支払"]),
            (.payable, ["お支払", "請求"]),
        ],
        countUnits: ["点", "個"],
        // Heisei's years from 2000 on (H12) are the ones a receipt can still carry
        // (`DateScanner.plausibleYears`).
        eras: [(name: "令和", initial: "R", firstYear: 2019), (name: "平成", initial: "H", firstYear: 1989)],
        eraFirstYearWords: ["元"],
        meridiems: [(word: "午前", afterNoon: false, beforeTime: true), (word: "午後", afterNoon: true, beforeTime: true)]
    )
}
