import Basics
import SelfTestRunner
import SpenDropCore

/// Text fields as people type them: trimmed, never blank where a name is needed, never holding a
/// character that could act on a terminal; and stored text shown so that none can.
enum EnteredTextChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("a merchant is trimmed; a blank one is refused, an empty note is kept") { _ in
                .all([
                    .equal(
                        try EnteredText.field("  Mamak Corner ", named: "merchant"), "Mamak Corner", "trimmed merchant"),
                    .throwsError(EnteredTextError.blank(field: "merchant")) {
                        _ = try EnteredText.field("   ", named: "merchant")
                    },
                    .equal(try EnteredText.field("", named: "note", required: false), "", "empty note"),
                ])
            },
            SelfTestCheck("escape sequences, newlines and C1 controls in a name are refused with their code point") {
                _ in
                .all([
                    .throwsError(EnteredTextError.controlCharacter(field: "merchant", codePoint: 0x1B)) {
                        _ = try EnteredText.field("Kopi\u{1B}[2J", named: "merchant")
                    },
                    .throwsError(EnteredTextError.controlCharacter(field: "note", codePoint: 0x0A)) {
                        _ = try EnteredText.field("one\ntwo", named: "note", required: false)
                    },
                    .throwsError(EnteredTextError.controlCharacter(field: "category", codePoint: 0x9B)) {
                        _ = try EnteredText.field("Food\u{9B}31m", named: "category")
                    },
                    .equal(
                        EnteredTextError.controlCharacter(field: "merchant", codePoint: 0x1B).description,
                        "the merchant holds a control character (U+001B); type it as plain text"),
                    .equal(
                        try EnteredText.field("Café Ñyonya 食堂", named: "merchant"), "Café Ñyonya 食堂",
                        "accents and CJK kept"),
                ])
            },
            SelfTestCheck("stored text with control characters is shown with them visible, never acting") { _ in
                .all([
                    .equal(TerminalText.visible("Kopi\u{1B}[2J"), "Kopi\\u{1B}[2J"),
                    .equal(TerminalText.visible("a\tb\u{7F}"), "a\\u{9}b\\u{7F}"),
                    .equal(
                        TerminalText.visible("Nasi Lemak · RM 12.50"), "Nasi Lemak · RM 12.50", "plain text unchanged"),
                ])
            },
        ]
    }
}
