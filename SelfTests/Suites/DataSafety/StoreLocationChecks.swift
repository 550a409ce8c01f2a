import Foundation
import SelfTestRunner
import SpenDropStore

/// Where the real store is said to live, worked out from environment values only.
enum StoreLocationChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck("the store lives under an absolute XDG_DATA_HOME") { _ in
                let location = try StoreLocation.resolve(environment: [
                    "XDG_DATA_HOME": "/data/xdg", "HOME": "/home/aisyah",
                ])
                return .equal(location.databaseURL.path, "/data/xdg/spendrop/spendrop.sqlite")
            },
            SelfTestCheck("a relative XDG_DATA_HOME is ignored for ~/.local/share") { _ in
                let location = try StoreLocation.resolve(environment: [
                    "XDG_DATA_HOME": "relative/dir", "HOME": "/home/aisyah",
                ])
                return .equal(location.databaseURL.path, "/home/aisyah/.local/share/spendrop/spendrop.sqlite")
            },
            SelfTestCheck("no HOME and no XDG_DATA_HOME is an error, not a guess") { _ in
                .throwsError(LocationError.noHome(variable: "XDG_DATA_HOME")) {
                    try StoreLocation.resolve(environment: ["PATH": "/usr/bin"])
                }
            },
        ]
    }
}
