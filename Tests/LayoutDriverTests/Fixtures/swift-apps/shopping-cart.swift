// layoutc: --size 390x844
// Shopping cart with totals: CartItem with Int ids and a computed line total, an @Observable Cart
// whose subtotal is `reduce(0) { $0 + $1.lineTotal }`, shipping a ternary on it and item count
// `map(\.quantity).reduce(0, +)`; `ForEach($cart.items) { $item in CartRow(item: $item) }` with a
// `@Binding var item` driving `Stepper(value: $item.quantity, in: 1...9).labelsHidden()`, a helper
// `totalRow(_:_:)` returning `some View`, `Text(amount, format: .currency(code:))`, `Task { await
// cart.checkout() }`, `.regularMaterial` and `.monospacedDigit()`.
// expect: items 0 0 390 668.333
// expect: stepper1 280 28 94 32
// expect: summary 0 668.667 390 175.333
// expect: totalRow 16 741.333 358 20.333
// expect: checkout 16 769.667 358 58.333
// Worked (390x844 @3x, no safe area; en_US currency format): the VStack (spacing 0) fills the
// screen. The summary is fixed: three rows (body, body, headline: 20.333 each) 8 apart, then the
// large prominent button (20.333 + 30 = 50.333) with 8 of padding on top (58.333), 8 above it: 61 +
// 24 + 58.333 = 143.333, padded 16: 175.333, at the bottom: 844 - 175.333 = 668.667. The divider
// above it is a 0.333 hairline, and the ScrollView takes the rest: 668.333. In the summary the
// total row is at 668.667 + 16 + 2 x (20.333 + 8) = 741.333, the checkout padding 28.333 below it
// at 769.667, both 358 wide. Cart rows: padded 16, each an HStack (spacing 12) with a Spacer, so
// 358 wide and as high as the 56-pt thumbnail; the stepper without its label is the 94x32 control,
// trailing (374 - 94 = 280) and centred: 16 + (56 - 32) / 2 = 28.
import SwiftUI

struct CartItem: Identifiable {
    let id: Int
    let name: String
    let price: Double
    var quantity: Int

    var lineTotal: Double { price * Double(quantity) }
}

@Observable
final class Cart {
    var items: [CartItem] = [
        CartItem(id: 1, name: "Trail Runner", price: 89.00, quantity: 1),
        CartItem(id: 2, name: "Wool Socks", price: 14.50, quantity: 2),
        CartItem(id: 3, name: "Water Bottle", price: 24.00, quantity: 1),
    ]

    var subtotal: Double { items.reduce(0) { $0 + $1.lineTotal } }
    var shipping: Double { subtotal >= 50 ? 0 : 4.99 }
    var total: Double { subtotal + shipping }
    var itemCount: Int { items.map(\.quantity).reduce(0, +) }

    func checkout() async {
        try? await Task.sleep(for: .seconds(1))
        items.removeAll()
    }
}

struct CartView: View {
    @State private var cart = Cart()

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 12) {
                    ForEach($cart.items) { $item in CartRow(item: $item) }
                }
                .padding()
            }
            .id("items")
            Divider()
            VStack(spacing: 8) {
                totalRow("Subtotal", cart.subtotal)
                totalRow("Shipping", cart.shipping)
                totalRow("Total", cart.total).font(.headline).id("totalRow")
                Button {
                    Task { await cart.checkout() }
                } label: {
                    Text("Checkout (\(cart.itemCount) items)")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .padding(.top, 8)
                .id("checkout")
            }
            .padding()
            .background(.regularMaterial)
            .id("summary")
        }
    }

    private func totalRow(_ title: String, _ amount: Double) -> some View {
        HStack {
            Text(title)
            Spacer()
            Text(amount, format: .currency(code: "USD")).monospacedDigit()
        }
    }
}

struct CartRow: View {
    @Binding var item: CartItem

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color(.systemGray5))
                .frame(width: 56, height: 56)
                .overlay { Image(systemName: "bag").foregroundStyle(.secondary) }
            VStack(alignment: .leading, spacing: 2) {
                Text(item.name).font(.headline)
                Text(item.price, format: .currency(code: "USD")).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Stepper("Quantity", value: $item.quantity, in: 1...9)
                .labelsHidden()
                .id("stepper\(item.id)")
        }
    }
}

#Preview {
    CartView()
}
