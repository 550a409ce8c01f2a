/// Bold and colour for a terminal, or nothing at all when colour is off (not a terminal, or
/// `NO_COLOR` set). The `theme` setting picks the palette: the terminal's own green and red for
/// `system`, deeper shades that read on a white background for `light`, brighter ones for `dark`.
struct TerminalStyle {
    let enabled: Bool
    let theme: Theme

    /// The style of this launch: colour as the context allows, in the chosen theme.
    init(_ context: AppContext) {
        enabled = context.useColour
        theme = context.preferences.value(.theme)
    }

    func bold(_ text: String) -> String { wrap(text, "1") }

    func green(_ text: String) -> String {
        switch theme {
        case .system: return wrap(text, "32")
        case .light: return wrap(text, "38;5;28")
        case .dark: return wrap(text, "38;5;114")
        }
    }

    func red(_ text: String) -> String {
        switch theme {
        case .system: return wrap(text, "31")
        case .light: return wrap(text, "38;5;124")
        case .dark: return wrap(text, "38;5;210")
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
