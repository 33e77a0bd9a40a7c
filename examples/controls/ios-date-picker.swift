// layoutc: --device iphone-16
// The SwiftUI twin of ios-date-picker.lyt: the same layout, worked there.
import SwiftUI

struct TripDates: View {
    @State private var departure = Date()

    var body: some View {
        VStack(spacing: 12) {
            DatePicker("Departure", selection: $departure, displayedComponents: .date)
            DatePicker("Time", selection: $departure, displayedComponents: .hourAndMinute)
        }
        .padding(.horizontal, 16)
    }
}
