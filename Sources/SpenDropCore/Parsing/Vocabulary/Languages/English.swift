extension VocabularyLanguage {
    /// English, as banks, wallets and receipts of Malaysia and of English-speaking countries write it.
    static let english = VocabularyLanguage(
        name: "English",
        cues: [
            (
                .moneyOut(strong: true),
                [
                    "paid", "spent", "debited", "charged", "deducted", "sent", "transferred", "purchased", "withdrawn",
                    "withdrew", "used at", "made a payment", "made a purchase", "you ve paid", "you have paid",
                    "has been debited",
                    // Said by the payee: "we have received your payment".
                    "received your payment",
                ]
            ),
            (
                .moneyIn(strong: true),
                [
                    "received", "credited", "refunded", "refund", "deposited", "sent you", "transferred to you",
                    "transferred to your", "credited to your", "incoming", "money in", "you ve received",
                    "you have received", "paid you", "has paid you", "transferred you", "added to your balance",
                    "added to your account", "added to your wallet", "added to your ewallet",
                ]
            ),
            (.reload(done: false), ["reload", "top up", "topup", "cash in", "add money"]),
            (.reload(done: true), ["reloaded", "topped up", "added money"]),
            (
                .moneyOut(strong: false),
                [
                    "payment", "pay", "purchase", "transaction", "transfer", "debit", "qr payment", "withdrawal",
                    "money out", "card", "visa", "mastercard", "debit card", "credit card",
                ]
            ),
            // `Account … CREDIT with amount Rs. 5550.00`; `Receive 10,000.00 THB` (Thai banks' English).
            (.moneyIn(strong: false), ["deposit", "transfer from", "credit", "receive"]),
            (.completed, ["successful", "successfully", "success", "completed", "approved"]),
            (
                .security,
                [
                    "otp", "tac", "one time password", "verification code", "security code", "activation code",
                    "secure 2 u", "secure2u", "login", "log in", "logged in", "new device", "password",
                ]
            ),
            (
                .failure,
                [
                    "failed", "fail", "unsuccessful", "not successful", "declined", "rejected", "insufficient",
                    "could not be processed", "was not processed", "could not be completed", "was not completed",
                    "not completed",
                ]
            ),
            (.cancellation, ["cancelled", "canceled", "cancellation", "reversed", "reversal", "voided", "void"]),
            (
                .promotion,
                [
                    "promo", "promotion", "promotions", "promocode", "promo code", "voucher", "vouchers", "deal",
                    "deals", "offer", "offers", "discount", "off", "sale", "win", "giveaway", "contest", "free",
                    "limited time", "hurry", "t c", "tnc", "unsubscribe", "shop now", "download", "exclusive", "up to",
                    "enjoy", "claim", "don t miss", "stand a chance", "lucky draw", "special", "rebate",
                ]
            ),
            (
                .rewards,
                [
                    "points", "point", "pts", "rewards", "reward", "stars", "coins", "miles", "cashback", "cash back",
                    "stamps", "grabrewards",
                ]
            ),
            (.balance, ["balance", "bal", "available limit", "credit limit", "limit", "available", "avail", "avl"]),
            (
                .reminder,
                [
                    "due", "due date", "reminder", "request", "requested", "requesting", "requests", "overdue",
                    "please pay", "pay now", "pay before", "bill is ready", "statement", "please make payment",
                    "make payment",
                    // A request received is no money received; a payment named only as a condition is none made.
                    "you have received a request", "you have received a payment request",
                    "you have received a collect request", "you have received a money request", "received a request",
                    "received a payment request", "received a collect request", "received a money request",
                    "collect request", "if paid", "if already paid", "ignore if paid", "if you have paid",
                    "if you have already paid",
                ]
            ),
            (
                .futureMovement,
                [
                    "will be debited", "will be charged", "will be deducted", "will be auto debited", "will be paid",
                    "scheduled to be debited",
                ]
            ),
            (
                .hold,
                [
                    "on hold", "has been held", "is held", "been put on hold", "hold placed", "authorisation hold",
                    "authorization hold", "pre authorisation", "pre authorization", "preauthorisation",
                    "preauthorization", "pre auth", "temporary hold", "temporarily held", "amount blocked",
                    "has been blocked",
                ]
            ),
            (.toYou, ["to you"]),
            (.fee, ["fee", "fees", "service charge", "charges"]),
            (
                .period,
                [
                    "this month", "this week", "this year", "last month", "last week", "month to date",
                    "so far this month", "spending insights", "spending summary",
                ]
            ),
            (
                .referenceLabel,
                [
                    "ref", "ref no", "ref num", "reference", "reference no", "reference number", "reference id",
                    "transaction id", "transaction no", "transaction number", "transaction ref",
                    "transaction reference", "txn id", "txn no", "txn ref", "trans id", "trans no", "trx id",
                    "tran id", "approval code", "auth code", "receipt no", "rcpt no", "invoice no", "inv no",
                    "bill no", "doc no", "order id", "order no", "wallet ref", "wallet reference", "ref id",
                    "trace no",
                ]
            ),
            (.note, ["recipient reference", "payment details", "remarks", "remark", "other payment details"]),
            (.cardEnding, ["ending", "ending with", "ending in", "ends with", "ends in"]),
        ],
        receiptLabels: [
            (.total, ["total", "ttl", "tl", "tot"]),
            (.subtotal, ["subtotal"]),
            (.sub, ["sub"]),
            // `GROSS AMOUNT` is the amount before tax and charges, `ORIGINAL TOTAL` the one before
            // savings, as `TOTAL EXCL.` is before tax.
            (.excluding, ["excl", "exclusive", "excluding", "before", "gross", "original"]),
            (
                .count,
                [
                    "qty", "quantity", "items", "item", "pcs", "units", "savings", "saving", "saved", "discount",
                    "disc", "points", "pts", "weight", "volume",
                ]
            ),
            (.discount, ["savings", "saving", "saved", "discount", "disc"]),
            (.rounded, ["rounded", "final"]),
            (.after, ["after"]),
            (.rounding, ["rounding", "round"]),
            (.nett, ["nett"]),
            (.net, ["net"]),
            (.grand, ["grand"]),
            (.due, ["due"]),
            (.amount, ["amount", "amt"]),
            (.payable, ["payable"]),
            (.adjustment, ["adj", "adjustment"]),
            (.including, ["incl", "inclusive", "including", "inc", "include", "includes"]),
            (.tax, ["gst", "tax", "taxes", "service", "svc", "svr", "vat"]),
            (.summary, ["summary", "analysis", "code"]),
            (.change, ["change", "balance", "bal"]),
            (.balance, ["balance", "bal"]),
            (.cash, ["cash"]),
            (.handedOver, ["tendered", "tender", "paid"]),
            (
                .tender,
                [
                    "tendered", "tender", "paid", "visa", "mastercard", "master", "card", "debit", "credit", "payment",
                    "amex",
                ]
            ),
        ],
        labelCompanions: [
            "order", "sales", "sale", "bill", "check", "pay", "to", "euro", "euros", "dollar", "dollars",
        ],
        dateLabels: ["date", "dated", "dt"],
        otherDayLabels: [
            "expiry", "exp", "expires", "expiration", "valid", "until", "delivery", "due", "birth", "dob", "since",
            "return", "returns", "before",
        ],
        weekdays: [
            "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed",
            "thu", "thur", "thurs", "fri", "sat", "sun",
        ],
        months: [
            ["jan", "january"], ["feb", "february"], ["mar", "march"], ["apr", "april"], ["may"], ["jun", "june"],
            ["jul", "july"], ["aug", "august"], ["sep", "sept", "september"], ["oct", "october"], ["nov", "november"],
            ["dec", "december"],
        ],
        countUnits: ["item", "items", "pcs", "pc", "units"],
        meridiems: [
            (word: "am", afterNoon: false, beforeTime: false), (word: "pm", afterNoon: true, beforeTime: false),
        ]
    )
}
