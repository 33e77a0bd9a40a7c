// layoutc: --os macos26 --size 400x240
// The SwiftUI twin of macos-form-columns.lyt: the same layout, worked there.
import SwiftUI

struct AccountForm: View {
    @State private var name = "Corey Hall"
    @State private var newsletter = true
    @State private var plan = 1
    @State private var seats = 3

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Toggle("Send newsletter", isOn: $newsletter)
            Picker("Plan", selection: $plan) {
                Text("Free").tag(1)
                Text("Pro").tag(2)
            }
            Stepper("Seats: \(seats)", value: $seats)
            Button("Save") {}
        }
    }
}
