import Foundation
import Testing

/// `report --html` drawn by a real browser (Debian's headless Chromium): every chart's marks take
/// room on the page as laid out, a screenshot is made, and the console says no error. A probe
/// script the test adds to a copy of the page counts the drawn marks; the page itself has none.
@Suite struct ReportPageBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager().isExecutableFile(atPath: $0)
    }

    static let probe = """
        <script>
        window.addEventListener('load', function () {
          function drawn(id) {
            var svg = document.getElementById(id); if (!svg) return 'missing';
            var count = 0;
            svg.querySelectorAll('rect, circle, polyline').forEach(function (mark) {
              var box = mark.getBoundingClientRect();
              if (box.width > 0 && box.height > 0) count++;
            });
            return count;
          }
          var out = document.createElement('pre'); out.id = 'probe';
          out.textContent = 'spending:' + drawn('spending') + ' net-worth:' + drawn('net-worth') + ' budgets:' + drawn('budgets');
          document.body.appendChild(out);
        });
        </script>
        """

    @Test(.enabled(if: chromium != nil, "Chromium is installed (apt-get install chromium)"))
    func theReportPageDrawsEveryChartInABrowserWithNoConsoleError() throws {
        let sandbox = Sandbox()
        let environment = sandbox.environment
        var made: [Int32] = []
        made.append(
            try SpendropBinary.run(["accounts", "add", "Maybank", "--opening", "1000"], environment: environment).status
        )
        for month in ["07", "08", "09", "10", "11"] {
            for (amount, merchant, category) in [
                ("12.50", "Kopi", "Food"), ("40", "Petrol", "Transport"), ("9", "Book <b>", "Books & more"),
            ] {
                made.append(
                    try SpendropBinary.run(
                        ["add", amount, merchant, "--category", category, "--date", "2026-\(month)-05"],
                        environment: environment
                    ).status)
            }
        }
        made.append(
            try SpendropBinary.run(["budget", "set", "Food", "50", "--from", "2026-11"], environment: environment)
                .status)
        made.append(
            try SpendropBinary.run(["budget", "set", "Transport", "30", "--from", "2026-11"], environment: environment)
                .status)
        #expect(made.allSatisfy { $0 == 0 }, "\(made)")
        let page = sandbox.root.appendingPathComponent("report.html")
        let written = try SpendropBinary.run(
            ["report", "--from", "2026-07", "--to", "2026-11", "--html", page.path], environment: environment)
        #expect(written.status == 0, "\(written.errors)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains("<script"), "the page itself runs nothing")
        #expect(
            !html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("://"),
            "nothing fetched from anywhere: no address but the SVG namespace")
        #expect(html.contains("Books &amp; more"), "names are escaped")

        let probed = sandbox.root.appendingPathComponent("probed.html")
        try Data(html.replacingOccurrences(of: "</body>", with: Self.probe + "</body>").utf8).write(to: probed)
        let shot = sandbox.root.appendingPathComponent("report.png")
        let common = [
            "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
            "--user-data-dir=\(sandbox.root.appendingPathComponent("chromium").path)",
        ]
        let dom = try ProcessRunner.run(Self.chromium!, common + ["--dump-dom", probed.absoluteString])
        let screenshot = try ProcessRunner.run(
            Self.chromium!, common + ["--window-size=900,1200", "--screenshot=\(shot.path)", page.absoluteString])
        // Three categories in five months; five month ends and their line; two budgets, limit and spending each.
        #expect(
            dom.output.contains("<pre id=\"probe\">spending:15 net-worth:6 budgets:4</pre>"),
            "\(dom.output.suffix(400))")
        for run in [dom, screenshot] {
            let console = run.errors.split(separator: "\n").filter { $0.contains("CONSOLE") || $0.contains("Uncaught") }
            #expect(console.isEmpty, "console: \(console)")
        }
        let png = try Data(contentsOf: shot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG screenshot")
    }
}
