// layoutc: --size 390x844
// Paywall with adaptive buttons: a reusable ActionBar whose ViewThatFits tries an HStack of its two
// buttons, then a VStack; the buttons come from a `@ViewBuilder` property used in both. Stored
// callbacks (`var onPrimary: () -> Void`) passed down from the screen's own callbacks, a Plan model
// with a Double price shown with `.formatted(.currency(code:))` inside an interpolated title,
// `@Environment(\.dynamicTypeSize)` with `.isAccessibilitySize` hiding the decorative symbol,
// `.symbolRenderingMode(.hierarchical)` and a #Preview.
// expect: shortBar 24 209 200 34.333
// expect: primary 123.333 209 100.667 34.333
// expect: longBar 24 263.333 229.333 80.667
// Worked (390x844 @3x, no safe area, Dynamic Type large): the Spacer lets the VStack (leading,
// spacing 20) take the full height; it is only as wide as its widest child, so the frame to
// maxWidth with leading alignment keeps it leading. Padded 24: children from (24, 24), 342 wide at
// most. The symbol's 64x64 frame (24 to 88), "Unlock Pro" (largeTitle bold, 40.667) at 108, the
// subtitle (20.333) at 168.667, so the first bar is at 189 + 20 = 209. Bordered buttons are their
// label + 12 at each side and 20.333 + 14 = 34.333 high. Short bar: "Not now" 63.333 -> 87.333,
// "Subscribe" 76.667 -> 100.667; the HStack's ideal width 87.333 + 12 + 100.667 = 200 fits 342, so
// ViewThatFits shows it: 200 x 34.333 at the leading edge, its primary button at 24 + 87.333 + 12 =
// 123.333. Long bar: "Restore Purchases" 166.333 and "Subscribe for $4.99/month" 229.333 need
// 407.667 side by side, more than 342, so the VStack shows: as wide as its wider button, 229.333,
// and 34.333 + 12 + 34.333 = 80.667 high, at 209 + 34.333 + 20.
import SwiftUI

struct Plan {
    let name: String
    let price: Double
    let period: String
}

struct PaywallView: View {
    let plan: Plan
    var onSubscribe: () -> Void
    var onRestore: () -> Void
    var onDismiss: () -> Void
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            if !dynamicTypeSize.isAccessibilitySize {
                Image(systemName: "sparkles")
                    .font(.system(size: 56))
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.yellow)
                    .frame(width: 64, height: 64)
            }
            Text("Unlock \(plan.name)").font(.largeTitle.bold())
            Text("Everything in \(plan.name), billed \(plan.period)ly")
                .foregroundStyle(.secondary)
            ActionBar(primaryTitle: "Subscribe", secondaryTitle: "Not now",
                      onPrimary: onSubscribe, onSecondary: onDismiss)
                .id("shortBar")
            ActionBar(
                primaryTitle: "Subscribe for \(plan.price.formatted(.currency(code: "USD")))/\(plan.period)",
                secondaryTitle: "Restore Purchases",
                onPrimary: onSubscribe, onSecondary: onRestore)
                .id("longBar")
            Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(24)
    }
}

struct ActionBar: View {
    let primaryTitle: String
    let secondaryTitle: String
    var onPrimary: () -> Void
    var onSecondary: () -> Void

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) { buttons }
            VStack(spacing: 12) { buttons }
        }
    }

    @ViewBuilder
    private var buttons: some View {
        Button(secondaryTitle, action: onSecondary)
            .buttonStyle(.bordered)
        Button(primaryTitle, action: onPrimary)
            .buttonStyle(.borderedProminent)
            .id("primary")
    }
}

#Preview {
    PaywallView(
        plan: Plan(name: "Pro", price: 4.99, period: "month"),
        onSubscribe: {}, onRestore: {}, onDismiss: {})
}
