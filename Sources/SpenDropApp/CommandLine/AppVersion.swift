/// The version `spendrop --version` prints; bumped with each release in CHANGELOG.md.
public enum AppVersion {
    public static let current = "0.2.0"
}
