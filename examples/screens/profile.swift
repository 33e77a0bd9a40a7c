// layoutc: --device iphone-16
// The SwiftUI twin of profile.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    NavigationStack {
        VStack(spacing: 0) {
            Circle()
                .frame(width: 96, height: 96)
            Text("Ada Lovelace")
                .font(.title2)
                .bold()
                .padding(top: 12)
            Text("Analyst of engines")
                .font(.subheadline)
                .padding(top: 4)
            Button("Follow")
                .buttonStyle(.bordered)
                .padding(top: 16)
        }
            .navigationTitle("Profile")
            .navigationBarTitleDisplayMode(.inline)
    }
}
