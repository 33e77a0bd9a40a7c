// layoutc: --size 390x844
// Table-like rows: a Grid of expenses sorted with `sorted { $0.amount > $1.amount }`, rows from
// `ForEach(Array(sorted.enumerated()), id: \.element.id) { index, expense in ... }`, a total made
// with `reduce(0) { $0 + $1.amount }`, `Text(amount, format: .currency(code: "USD"))`, an enum with
// String raw values, `.gridColumnAlignment`, `Divider().gridCellUnsizedAxes(.horizontal)`,
// `.gridCellColumns(2)` and a clear spacer cell, `"\(index + 1)"`, and a #Preview with samples.
// expect: table 16 54.333 273 186.667
// expect: amountHeader 243 54.333 46 14.333
// expect: merchant1 42.667 89 40 20.333
// expect: amount1 223.333 89 65.667 20.333
// expect: total 220 220.667 69 20.333
// Worked (390x844 @3x, no safe area; en_US currency format): the Spacer makes the VStack as tall as
// offered, but only as wide as its widest child (the grid), so the frame to maxWidth with leading
// alignment keeps it at the leading edge: `.padding()` puts it at (16, 16). "Expenses" (title2
// bold, 26.333) then 12, so the grid is at 54.333, x 16. Column widths are each column's widest
// cell: "#" 8 against the digits, "4" widest at 10.667; merchants: "Sweetgreen" 91; categories: the
// header "Category" (caption semibold) 54.333; amounts: the bold total "$464.44" 69 ("$389.20" is
// 65.667). "Total" spans two columns and fits them; the dividers do not size the columns. With 16
// between columns: x 16, 42.667, 149.667, 220; the grid is 10.667 + 91 + 54.333 + 69 + 48 = 273
// wide. The amount column is trailing: "Amount" (46) at 220 + 69 - 46 = 243, "$389.20" at 223.333.
// Rows, 10 apart: header (caption, 14.333) at 54.333, divider (0.333) at 78.667, the four expense
// rows (20.333) at 89, 119.333, 149.667, 180 (Delta first, the largest), the divider at 210.333,
// the total row at 220.667, ending at 241: 186.667 high.
import SwiftUI

enum ExpenseCategory: String {
    case food = "Food", travel = "Travel", office = "Office"
}

struct Expense: Identifiable {
    let id: Int
    let merchant: String
    let category: ExpenseCategory
    let amount: Double
}

struct ExpenseTable: View {
    let expenses: [Expense]

    private var sortedExpenses: [Expense] {
        expenses.sorted { $0.amount > $1.amount }
    }

    private var total: Double {
        expenses.reduce(0) { $0 + $1.amount }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Expenses").font(.title2.bold())
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
                GridRow {
                    Text("#")
                    Text("Merchant")
                    Text("Category")
                    Text("Amount")
                        .gridColumnAlignment(.trailing)
                        .id("amountHeader")
                }
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
                Divider().gridCellUnsizedAxes(.horizontal)
                ForEach(Array(sortedExpenses.enumerated()), id: \.element.id) { index, expense in
                    GridRow {
                        Text("\(index + 1)").foregroundStyle(.secondary)
                        Text(expense.merchant).id("merchant\(index + 1)")
                        Text(expense.category.rawValue).foregroundStyle(.secondary)
                        Text(expense.amount, format: .currency(code: "USD"))
                            .id("amount\(index + 1)")
                    }
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                    Text("Total").bold().gridCellColumns(2)
                    Text(total, format: .currency(code: "USD")).bold().id("total")
                }
            }
            .id("table")
            Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
    }
}

#Preview {
    ExpenseTable(expenses: [
        Expense(id: 1, merchant: "Blue Bottle", category: .food, amount: 12.50),
        Expense(id: 2, merchant: "Delta", category: .travel, amount: 389.20),
        Expense(id: 3, merchant: "Staples", category: .office, amount: 46.99),
        Expense(id: 4, merchant: "Sweetgreen", category: .food, amount: 15.75),
    ])
}
