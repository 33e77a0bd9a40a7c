// layoutc: --os macos26 --size 360x280
// The SwiftUI twin of macos-date-pickers.lyt: the same layout, worked there.
import SwiftUI

struct EventDates: View {
    @State private var due = Date()
    @State private var reminder = Date()
    @State private var start = Date()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            DatePicker("Due date", selection: $due, displayedComponents: .date)
            DatePicker("Reminder", selection: $reminder, displayedComponents: .hourAndMinute)
                .datePickerStyle(.field)
            DatePicker("Starts", selection: $start, displayedComponents: .date)
                .datePickerStyle(.graphical)
                .labelsHidden()
        }
        .padding(20)
    }
}
