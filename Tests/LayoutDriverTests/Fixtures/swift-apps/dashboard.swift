// layoutc: --size 390x844
// Dashboard with stat tiles: an @Observable view model holding an array of Metric structs
// (Identifiable with String ids, a nested enum Kind), a computed `formattedValue` switching on the
// kind with `.formatted(.currency(code:))`, `.formatted()` and `.formatted(.percent)`,
// `Text(metric.change, format: .percent.precision(.fractionLength(1)))`, `first { }?.value ?? 0`, a
// LazyVGrid with an adaptive GridItem over `ForEach(model.metrics) { StatTile(metric: $0) }`, a
// ternary colour, `.monospacedDigit()`, `.fontDesign(.rounded)` and `Task { await model.refresh()
// }` in a Button.
// expect: revenue 16 72.667 173 106.667
// expect: orders 201 72.667 173 106.667
// expect: average 201 191.333 173 106.667
// expect: summary 16 314 191 15.667
// Worked (390x844 @3x, no safe area): the ScrollView fills the screen; its VStack (spacing 16) is
// padded 16: 358 wide at (16, 16). The title row is as high as "Dashboard" (largeTitle bold,
// 40.667), so the grid starts at 16 + 40.667 + 16 = 72.667. An adaptive item with a 160 minimum and
// 12 spacing fits floor((358 + 12) / (160 + 12)) = 2 columns of (358 - 12) / 2 = 173, at x 16 and
// 201. A tile: the label row (subheadline, 18; its symbol is a square of that line), 8, the value
// (title2 bold, 26.333), 8, the change (caption, 14.333), padded 16 above and below: 106.667; its
// frame fills the column. The second row is 12 lower: 72.667 + 106.667 + 12 = 191.333. The summary
// (footnote, 191 x 15.667) at 191.333 + 106.667 + 16 = 314.
import SwiftUI

struct Metric: Identifiable {
    enum Kind { case currency, count, percent }

    let id: String
    let title: String
    let symbol: String
    let value: Double
    let change: Double
    let kind: Kind

    var formattedValue: String {
        switch kind {
        case .currency: value.formatted(.currency(code: "USD"))
        case .count: Int(value).formatted()
        case .percent: value.formatted(.percent)
        }
    }
}

@Observable
final class DashboardModel {
    var metrics: [Metric] = [
        Metric(id: "revenue", title: "Revenue", symbol: "dollarsign.circle", value: 48_250, change: 0.124, kind: .currency),
        Metric(id: "orders", title: "Orders", symbol: "shippingbox", value: 1_312, change: 0.051, kind: .count),
        Metric(id: "conversion", title: "Conversion", symbol: "chart.line.uptrend.xyaxis", value: 0.032, change: -0.004, kind: .percent),
        Metric(id: "average", title: "Avg. order", symbol: "cart", value: 36.78, change: 0.018, kind: .currency),
    ]
    var isRefreshing = false

    var revenue: Double {
        metrics.first { $0.id == "revenue" }?.value ?? 0
    }

    func refresh() async {
        isRefreshing = true
        try? await Task.sleep(for: .milliseconds(400))
        isRefreshing = false
    }
}

struct DashboardView: View {
    @State private var model = DashboardModel()
    private let columns = [GridItem(.adaptive(minimum: 160), spacing: 12)]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                HStack {
                    Text("Dashboard").font(.largeTitle.bold())
                    Spacer()
                    Button {
                        Task { await model.refresh() }
                    } label: {
                        Image(systemName: "arrow.clockwise")
                    }
                    .disabled(model.isRefreshing)
                }
                LazyVGrid(columns: columns, spacing: 12) {
                    ForEach(model.metrics) { StatTile(metric: $0).id($0.id) }
                }
                Text("\(model.metrics.count) metrics · revenue \(model.revenue, format: .currency(code: "USD"))")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .id("summary")
            }
            .padding()
        }
    }
}

struct StatTile: View {
    let metric: Metric

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(metric.title, systemImage: metric.symbol)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Text(metric.formattedValue)
                .font(.title2.bold())
                .monospacedDigit()
                .fontDesign(.rounded)
            Text(metric.change, format: .percent.precision(.fractionLength(1)))
                .font(.caption)
                .foregroundStyle(metric.change >= 0 ? .green : .red)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color(.secondarySystemBackground), in: .rect(cornerRadius: 16))
    }
}

#Preview {
    DashboardView()
}
