import SpenDropCore

/// Texts that must give no draft, each with the reason the user is shown: the parser never
/// invents a transaction.
enum RejectedSamples {
    static var all: [ParserFixture] {
        promotions + notices + later + rewards + security + failed + cancelled + unreadable
    }

    static var promotions: [ParserFixture] {
        [
            ParserFixture(
                "Grab ride promotion with a code",
                "Grab: Get RM5 off your next 3 rides! Use code RIDE5 before 31 Dec 2026. T&C apply.",
                .rejected(.promotion)),
            ParserFixture(
                "a bank's offer to deposit (the word names a kind of movement, not one that happened) is a promotion",
                "Deposit RM100 into your ASB account this month and stand a chance to win RM10,000! T&C apply.",
                .rejected(.promotion)),
            ParserFixture(
                "ShopeePay voucher advert",
                "ShopeePay: Claim your RM10 voucher now! Min. spend RM50. Valid till 5 Dec. Shop now >",
                .rejected(.promotion)),
            ParserFixture(
                "bank cashback campaign advert",
                "CIMB: Enjoy up to 10% cashback when you spend RM500 or more with your CIMB card this December. T&C apply. Reply STOP to unsubscribe.",
                .rejected(.promotion)),
            ParserFixture(
                "TNG eWallet lucky draw advert",
                "Touch 'n Go eWallet: Pay RM1 or more with DuitNow QR and stand a chance to win RM10,000! Limited time only.",
                .rejected(.promotion)),
            ParserFixture(
                "food delivery discount offer", "Hi Aisyah, you've got RM10 off your next Grab Food order!",
                .rejected(.promotion)),
            ParserFixture(
                "voucher received as a gift, which is no money",
                "Boost: Congratulations! You've received a RM5 voucher. Use it before 10/12/2026.",
                .rejected(.promotion)),
        ]
    }

    static var notices: [ParserFixture] {
        [
            ParserFixture(
                "Maybank balance notice",
                "Maybank2u: Your available balance for Savings Account 5123xxxxxx8890 is RM 1,234.56 as at 02/12/2026 08:00.",
                .rejected(.balanceNotice)),
            ParserFixture(
                "credit card limit notice",
                "HLB: Your credit card ending 8765 has an available limit of MYR 4,500.00 as at 02 Dec 2026.",
                .rejected(.balanceNotice)),
            ParserFixture(
                "low eWallet balance notice",
                "Touch 'n Go eWallet: Your balance is low (RM 3.20). Reload now to keep paying with your eWallet.",
                .rejected(.balanceNotice)),
            ParserFixture(
                "a balance behind a label and a colon, the colon no end of the clause",
                "Maybank2u: Available balance: RM500.00",
                .rejected(.balanceNotice)),
            ParserFixture(
                "cashback set off by a dash, the dash no end of the clause", "Cashback - RM2.00 credited",
                .rejected(.rewards)),
            ParserFixture(
                "eWallet balance in one sentence", "Your Touch 'n Go eWallet balance is RM25.30.",
                .rejected(.balanceNotice)),
            ParserFixture(
                "credit card statement with the amount due",
                "CIMB: Dear customer, your CIMB Credit Card statement is ready. Total amount due RM 1,234.56. Minimum payment RM 61.73 due 20/12/2026.",
                .rejected(.requestOrReminder)),
            ParserFixture(
                "bill due reminder",
                "Unifi: Your bill of RM129.00 is due on 15/12/2026. Please pay before the due date to avoid disruption.",
                .rejected(.requestOrReminder)),
            ParserFixture(
                "DuitNow request for money",
                "DuitNow Request: LIM WEI MING requested RM45.00 from you for dinner. Approve or decline in your app.",
                .rejected(.requestOrReminder)),
        ]
    }

    /// Money that moves on a later day: a debit announced, a reminder to pay.
    static var later: [ParserFixture] {
        [
            ParserFixture(
                "a subscription that will be debited on a later day",
                "RHB: RM85.00 will be debited from your account on 15/12/2026 for your Astro subscription.",
                .rejected(.futureDebit)),
            ParserFixture(
                "a Malay debit announced for a later day",
                "Maybank: RM 42.00 akan didebitkan daripada akaun anda pada 10/12/2026 untuk bil TM.",
                .rejected(.futureDebit)),
            ParserFixture(
                "a Chinese debit announced for a later day", "提醒：RM120.00 将从您的账户扣除，日期 12/12/2026。",
                .rejected(.futureDebit)),
            ParserFixture(
                "money held on a card is not yet taken",
                "Maybank: RM300.00 is on hold on your card ending 1234 for a hotel reservation.", .rejected(.hold)),
            ParserFixture(
                "a pre-authorisation at a petrol pump",
                "CIMB: A pre-authorisation of RM200.00 was made on your card at PETRONAS on 02/12/2026.",
                .rejected(.hold)),
            ParserFixture(
                "a reminder that asks to make payment, with no word that money moved",
                "Unifi: Please make payment of RM129.00 before 15/12/2026 to avoid disruption.",
                .rejected(.requestOrReminder)),
        ]
    }

    static var rewards: [ParserFixture] {
        [
            ParserFixture(
                "points earned notice",
                "AEON Member: You have earned 120 points from your purchase of RM120.00 at AEON BIG MID VALLEY.",
                .rejected(.rewards)),
            ParserFixture(
                "ShopeePay cashback credited",
                "ShopeePay: You have received RM2.00 cashback for your recent payment. Check your ShopeePay balance.",
                .rejected(.rewards)),
            ParserFixture(
                "Boost stars balance", "Boost: You now have 1,250 Boost Stars. Redeem them for rewards in the app!",
                .rejected(.rewards)),
            ParserFixture(
                "GrabRewards points expiring",
                "GrabRewards: 350 points will expire on 31/12/2026. Use them for rides and food.",
                .rejected(.rewards)),
        ]
    }

    static var security: [ParserFixture] {
        [
            ParserFixture(
                "a TAC message that lists the payments it approves like a history screen is still a security message",
                "Maybank2u TAC\nKEDAI ALI\n-RM12.50\n1:45 PM\nKEDAI ABU\n-RM8.00\n9:10 AM\nYour TAC is 123456. Never share your TAC with anyone.",
                .rejected(.securityMessage)),
            ParserFixture(
                "Maybank TAC for a transfer",
                "RM0 Maybank2u: Your TAC for transfer of RM150.00 to LIM WEI MING is 123456. Valid for 3 mins. Do not share.",
                .rejected(.securityMessage)),
            ParserFixture(
                "card OTP for an online purchase",
                "CIMB: OTP 884213 for your purchase of MYR 89.90 at LAZADA. Never share your OTP with anyone.",
                .rejected(.securityMessage)),
            ParserFixture(
                "Secure2u approval request",
                "Secure2u: Approve the transfer of RM2,000.00 to AHMAD ZAKI? Tap to review in MAE.",
                .rejected(.securityMessage)),
            ParserFixture(
                "OTP in brackets with a reference",
                "[CIMB] Your OTP is 123456. Do not share it with anyone. Ref: 992211",
                .rejected(.securityMessage)),
            ParserFixture(
                "new device login alert",
                "RHB: You have logged in to RHB Now from a new device on 02/12/2026 09:15. If this was not you, call us.",
                .rejected(.securityMessage)),
        ]
    }

    static var failed: [ParserFixture] {
        [
            ParserFixture(
                "TNG payment failed",
                "Touch 'n Go eWallet: Your payment of RM12.50 to MAMAK CORNER SDN BHD failed. Please try again.",
                .rejected(.paymentFailed)),
            ParserFixture(
                "a payment that could not be completed, though the sentence ends in 'completed'",
                "GrabPay: Your payment of RM18.40 to NASI KANDAR PELITA could not be completed. No money was deducted.",
                .rejected(.paymentFailed)),
            ParserFixture(
                "card transaction declined for insufficient funds",
                "Public Bank: A transaction of RM 350.00 at IKEA CHERANG TUNGGAL on your card ending 9012 was declined due to insufficient funds.",
                .rejected(.paymentFailed)),
            ParserFixture(
                "DuitNow transfer unsuccessful",
                "CIMB Clicks: DuitNow Transfer of RM50.00 to LIM WEI MING was unsuccessful on 02/12/2026.",
                .rejected(.paymentFailed)),
            ParserFixture(
                "eWallet top up unsuccessful", "RM10.00 top up to your Touch 'n Go eWallet was unsuccessful.",
                .rejected(.paymentFailed)),
            ParserFixture(
                "abbreviated card SMS declined",
                "PBB: Tran of RM80.00 at PETRONAS SS2 on 02-12-26 declined. Insufficient funds.",
                .rejected(.paymentFailed)),
            ParserFixture(
                "Malay payment failed", "Maybank2u: Pembayaran RM45.60 kepada TNB gagal pada 02/12/2026.",
                .rejected(.paymentFailed)),
        ]
    }

    static var cancelled: [ParserFixture] {
        [
            ParserFixture(
                "GrabPay payment reversed",
                "GrabPay: Your payment of RM18.40 to Nasi Kandar Pelita has been reversed. 02 Dec 2026",
                .rejected(.paymentCancelled)),
            ParserFixture(
                "card transaction cancelled by the merchant",
                "HLB: Transaction of MYR 56.80 at GRAB*FOOD on card ending 8765 was cancelled by the merchant on 02 Dec 26.",
                .rejected(.paymentCancelled)),
            ParserFixture(
                "card transaction reversed and credited back",
                "HLB: Your transaction of RM12.00 at GRAB on 02/12/2026 has been reversed and credited back to your card ending 8765.",
                .rejected(.paymentCancelled)),
            ParserFixture(
                "voided receipt",
                """
                MAMAK CORNER SDN BHD
                02/12/2026 13:50
                *** VOID ***
                ROTI CANAI            1.50
                TOTAL                 1.50
                CASH                  1.50
                """,
                .rejected(.paymentCancelled)),
            ParserFixture(
                "TNG history whose only row was cancelled",
                """
                Transaction History
                MAMAK CORNER SDN BHD
                Cancelled
                -RM12.50
                02 Dec 2026 13:45
                SHELL MALAYSIA
                Cancelled
                -RM80.00
                02 Dec 2026 19:02
                """,
                .rejected(.paymentCancelled)),
        ]
    }

    static var unreadable: [ParserFixture] {
        [
            ParserFixture("empty text", "  \n\t \n", .rejected(.emptyText)),
            ParserFixture(
                "notification with no amount",
                "Touch 'n Go eWallet: You've paid MAMAK CORNER SDN BHD on 02/12/2026 13:45.",
                .rejected(.noAmount)),
            ParserFixture("order status with no money", "Hi! Your GrabFood order is on the way.", .rejected(.noAmount)),
            ParserFixture(
                "text about nothing", "Hi, are we still meeting for lunch tomorrow at 1pm?", .rejected(.noAmount)),
            ParserFixture(
                "a text cut off after its currency, before the amount", "Paid to KEDAI ALI amount RM",
                .rejected(.noAmount)),
            ParserFixture(
                "a price per unit (RM 4.50/kg) is no amount paid", "Paid RM 4.50/kg to PASAR TANI on 02/12/2026",
                .rejected(.noAmount)),
            ParserFixture(
                "a bare number with a space before its point and no currency (12 .50) is no amount",
                "Payment of 12 .50 to KEDAI ALI successful", .rejected(.noAmount)),
            ParserFixture("a labelled amount of zero on its own line", "AMT\n0", .rejected(.noAmount)),
            ParserFixture(
                "a labelled amount of 0.00 with a merchant", "Amount: 0.00\nMerchant: Sushi King", .rejected(.noAmount)),
            ParserFixture(
                "receipt with items but no total",
                """
                KEDAI RUNCIT AH SENG
                02/12/2026
                SUSU PEKAT         3.50
                GULA 1KG           2.85
                CASH              10.00
                CHANGE             3.65
                """,
                .rejected(.noReceiptTotal)),
            ParserFixture(
                "a receipt with no total whose cash less the change makes its one item and subtotal: that amount was paid",
                """
                KEDAI RUNCIT AH SENG
                02/12/2026
                SUSU PEKAT         3.50
                CASH              10.00
                CHANGE             6.50
                SUBTOTAL           3.50
                """,
                Draft.out("3.50", "KEDAI RUNCIT AH SENG", on: "2026-12-02", warnings: [.currencyAssumed])),
            ParserFixture(
                "an item named SUB (a sandwich) is no subtotal: items, cash and change without a total still draft nothing",
                """
                SUBWAY PAVILION
                02/12/2026
                6 INCH SUB        12.50
                COOKIE             3.00
                CASH              20.00
                CHANGE             4.50
                """,
                .rejected(.noReceiptTotal)),
            ParserFixture(
                "an amount whose digits run on after a comma that neither groups thousands nor marks cents (RM1234,567.00) is no amount, not RM 1,234.00",
                "Paid RM1234,567.00 to KEDAI ALI", .rejected(.noAmount)),
            ParserFixture(
                "the same with a space between RM and the digits (RM 1234,567.00) is no amount either",
                "Paid RM 1234,567.00 to KEDAI ALI", .rejected(.noAmount)),
            ParserFixture(
                "only a fee", "Maybank2u: A service fee of RM0.50 applies to interbank transfers.", .rejected(.noAmount)
            ),
            ParserFixture(
                "a month's spending summed is no one payment",
                "You spent RM1,234.00 this month. See your spending insights.", .rejected(.spendingSummary)),
            ParserFixture(
                "a Malay spending summary: bulan ini",
                "Anda telah berbelanja RM850.00 bulan ini. Lihat ringkasan anda.", .rejected(.spendingSummary)),
        ]
    }
}
