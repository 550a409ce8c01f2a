/// How screens are drawn: following the terminal (`system`), or always light or dark.
public enum Theme: String, CaseIterable, Sendable {
    case system
    case light
    case dark
}
