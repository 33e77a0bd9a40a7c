// layoutc: --device iphone-16-pro
// To-do list with sections and a completed count: TodoItem with `let id = UUID()` and an optional
// due label, an @Observable store with computed `filter { !$0.isDone }` arrays, a `toggle(_:)`
// method using `firstIndex(where:)`, `ForEach(store.pending) { TodoRow(item: $0) }`, Section
// `header:`/`footer:` closures, the footer "\(completed.count) of \(items.count) done", `if let
// due`, `.strikethrough(item.isDone)`, ternary colours, a toolbar Button and a #Preview.
// expect: list 0 168 402 672
// expect: todoHeader 32 203 45.333 20.333
// expect: completedHeader 32 417 88 20.333
// expect: footer 32 549 69.333 15.667
// Reworked after the iOS 26 list fit (layoutc(1) CONTROL METRICS): a later titled section header
// has 20 above its line (was 25) and rows have 15.75 above and below their content (was 16 and
// 15.5), so frames below a later header are 5 higher and row content 0.25 higher, on the pixel grid.
// Worked (iPhone 16 Pro: 402x874 @3x, safe area 62 top, 34 bottom): the navigation bar with its
// large title takes 54 + 52 below the top inset, so the list fills 168 to 840: 402 x 672. Inset
// grouped: cards 16 in, row content 16 further in (x 32). "To Do" (headline) is 35 below the list's
// top: 203. Its card starts under the line, 223.333, and holds three rows; every row is a body line
// (the circle symbols are no taller than it) + 16 + 15.5 = 51.833, so the 52 minimum: the card ends
// at 223.333 + 156 = 379.333. No footer: 17.5 below the card, and the "Completed" line 25 lower:
// 421.833, drawn at 422. Its card from 442.167 holds two rows (104), ending at 546.167; the footer
// (footnote, "2 of 5 done", 69.333 x 15.667) is 7.667 below: 553.833, drawn at 554.
import SwiftUI

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
    var due: String? = nil
}

@Observable
final class TodoStore {
    var items: [TodoItem] = [
        TodoItem(title: "Buy milk", due: "Today"),
        TodoItem(title: "Pay rent", isDone: true),
        TodoItem(title: "Call the plumber"),
        TodoItem(title: "Renew passport", isDone: true),
        TodoItem(title: "Book flights", due: "Fri"),
    ]

    var pending: [TodoItem] { items.filter { !$0.isDone } }
    var completed: [TodoItem] { items.filter { $0.isDone } }

    func toggle(_ item: TodoItem) {
        if let index = items.firstIndex(where: { $0.id == item.id }) {
            items[index].isDone.toggle()
        }
    }
}

struct TodoListView: View {
    @State private var store = TodoStore()

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(store.pending) { TodoRow(item: $0, onToggle: store.toggle) }
                } header: {
                    Text("To Do").id("todoHeader")
                }
                Section {
                    ForEach(store.completed) { TodoRow(item: $0, onToggle: store.toggle) }
                } header: {
                    Text("Completed").id("completedHeader")
                } footer: {
                    Text("\(store.completed.count) of \(store.items.count) done").id("footer")
                }
            }
            .id("list")
            .navigationTitle("Today")
            .toolbar {
                Button("Add", systemImage: "plus") {
                    store.items.append(TodoItem(title: "New item"))
                }
            }
        }
    }
}

struct TodoRow: View {
    let item: TodoItem
    var onToggle: (TodoItem) -> Void

    var body: some View {
        HStack {
            Button { onToggle(item) } label: {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(item.isDone ? Color.green : Color.secondary)
            }
            .buttonStyle(.plain)
            Text(item.title)
                .strikethrough(item.isDone)
                .foregroundStyle(item.isDone ? .secondary : .primary)
            Spacer()
            if let due = item.due {
                Text(due).font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

#Preview {
    TodoListView()
}
