// layoutc: --size 390x844
// Coffee order builder: a generic container `OptionSection<Content: View>` with `@ViewBuilder var
// content: Content`, an enum CupSize (CaseIterable, Identifiable, computed label and price) in a
// segmented Picker over `ForEach(CupSize.allCases) { Text($0.label).tag($0) }`, a value-type order
// in @State with bindings to its fields passed to a subview's `@Binding var shots`
// (`ShotStepper(shots: $order.shots)`) and to a Toggle, a computed price with `max` and a ternary,
// `Text(order.price, format: .currency(code: "USD"))`, `title.uppercased()` and a stored callback
// taking the order (`(CoffeeOrder) -> Void`).
// expect: size 16 99 358 31
// expect: shots 16 172.333 358 32
// expect: oatMilk 16 212.333 358 30
// expect: addToBag 16 777.667 358 50.333
// Worked (390x844 @3x, no safe area): the VStack (leading, spacing 20) has a Spacer, so it takes
// the full height, and its controls fill the width: 358 at x 16 after `.padding()`. "Flat White"
// (largeTitle bold, 40.667) at 16; the Size section at 76.667: its caption title (14.333), 8, the
// segmented picker (iOS: 31 high across the width) at 99. The Extras section 20 below the first
// (76.667 + 53.333 + 20 = 150): title, 8, the stepper row (its 94x32 control sets the height, 32)
// at 172.333, 8, the toggle (the 63x30 switch, 30) at 212.333. The large prominent button (20.333 +
// 30 = 50.333) is at the bottom: 844 - 16 - 50.333 = 777.667, its label an HStack with a Spacer, so
// the button is 358 wide.
import SwiftUI

enum CupSize: String, CaseIterable, Identifiable {
    case small, medium, large

    var id: Self { self }
    var label: String { rawValue.capitalized }

    var price: Double {
        switch self {
        case .small: 3.5
        case .medium: 4.0
        case .large: 4.5
        }
    }
}

struct CoffeeOrder {
    var size: CupSize = .medium
    var shots = 2
    var oatMilk = false

    var price: Double {
        size.price + Double(max(shots - 1, 0)) * 0.75 + (oatMilk ? 0.6 : 0)
    }
}

struct OptionSection<Content: View>: View {
    let title: String
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title.uppercased())
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            content
        }
    }
}

struct ShotStepper: View {
    @Binding var shots: Int

    var body: some View {
        Stepper("Espresso shots: \(shots)", value: $shots, in: 1...4)
    }
}

struct OrderBuilder: View {
    let drink: String
    var onAddToBag: (CoffeeOrder) -> Void
    @State private var order = CoffeeOrder()

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text(drink).font(.largeTitle.bold())
            OptionSection(title: "Size") {
                Picker("Size", selection: $order.size) {
                    ForEach(CupSize.allCases) { Text($0.label).tag($0) }
                }
                .pickerStyle(.segmented)
                .id("size")
            }
            OptionSection(title: "Extras") {
                ShotStepper(shots: $order.shots)
                    .id("shots")
                Toggle("Oat milk", isOn: $order.oatMilk)
                    .id("oatMilk")
            }
            Spacer()
            Button {
                onAddToBag(order)
            } label: {
                HStack {
                    Text("Add to Bag")
                    Spacer()
                    Text(order.price, format: .currency(code: "USD"))
                }
                .fontWeight(.semibold)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .id("addToBag")
        }
        .padding()
    }
}

#Preview {
    OrderBuilder(drink: "Flat White") { order in
        print("added", order.size, order.price)
    }
}
