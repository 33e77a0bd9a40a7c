// layoutc: --size 390x844
// Order details with a custom alignment: a private AlignmentID nested in an extension of
// HorizontalAlignment, `VStack(alignment: .labelSeparator)` lining up "label value" rows on the
// label's trailing edge with `.alignmentGuide(.labelSeparator) { d in d[.trailing] }`. The rows
// come from a computed array built from a typed array of tuples with `.map { ... $0.0, $0.1 }`;
// optional values (`String?`) show `field.value ?? "—"`; `"Order #\(order.number)"`.
// expect: fields 16 58.333 260 111.333
// expect: Customer 16 58.333 163.333 20.333
// expect: Email 50 88.667 193.333 20.333
// expect: Phone 42.333 119 73 20.333
// Worked (390x844 @3x, no safe area): the outer VStack is framed to the full width with leading
// alignment and padded 16; the Spacer lets it take the full height, so its children start at (16,
// 16). "Order #1042" (title2 bold, 26.333) then 16: the fields stack is at y 58.333 and its leading
// edge at 16 (the outer stack aligns its leading guide). Each row is an HStack (spacing 8) of a
// label and a value whose separator guide is the label's trailing edge: its width. Labels: Customer
// 74.667, Email 40.667, Phone 48.333, Ship to 53.667; the widest puts the separator at 16 + 74.667,
// so each row starts at 90.667 minus its label: Customer 16, Email 50, Phone 42.333 (Ship to 37).
// Row widths: label + 8 + value: Customer + "Ana Souza" (80.667) = 163.333; Email +
// "ana@example.com" (144.667) = 193.333; Phone has no value, so "—" (16.667): 73. The stack spans
// from the separator less the widest label to the separator plus the widest "8 + value" (Ship to's
// 8 + 177.333): 74.667 + 185.333 = 260; four 20.333 rows, 10 apart, at 58.333, 88.667, 119,
// 149.333: 111.333 high.
import SwiftUI

extension HorizontalAlignment {
    private struct LabelSeparator: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[.leading]
        }
    }

    static let labelSeparator = HorizontalAlignment(LabelSeparator.self)
}

struct OrderField: Identifiable {
    let label: String
    let value: String?
    var id: String { label }
}

struct Order {
    let number: Int
    let customer: String
    var email: String?
    var phone: String?
    let address: String

    var fields: [OrderField] {
        let pairs: [(String, String?)] = [
            ("Customer", customer), ("Email", email), ("Phone", phone), ("Ship to", address),
        ]
        return pairs.map { OrderField(label: $0.0, value: $0.1) }
    }
}

struct OrderDetailView: View {
    let order: Order

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Order #\(order.number)")
                .font(.title2.bold())
            VStack(alignment: .labelSeparator, spacing: 10) {
                ForEach(order.fields) { field in
                    HStack(spacing: 8) {
                        Text(field.label)
                            .foregroundStyle(.secondary)
                            .alignmentGuide(.labelSeparator) { d in d[.trailing] }
                        Text(field.value ?? "—")
                    }
                    .id(field.id)
                }
            }
            .id("fields")
            Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
    }
}

#Preview {
    OrderDetailView(order: Order(
        number: 1042, customer: "Ana Souza", email: "ana@example.com", phone: nil,
        address: "12 Rua Augusta, Lisbon"))
}
