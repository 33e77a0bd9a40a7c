// The SwiftUI twin of onboarding.lyt: the same layout, worked there.
import SwiftUI

func start() {}

#Preview {
    VStack(spacing: 16) {
        Image(systemName: "star")
            .font(.largeTitle)
        Text("Welcome")
            .font(.largeTitle)
            .bold()
        Text("Lay out SwiftUI without a Mac: frames you can diff, on every device.")
            .multilineTextAlignment(.center)
        Spacer()
        Button {
            start()
        } label: {
            Text("Get Started")
                .frame(maxWidth: .infinity)
        }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        Button("Not now") {}
    }
        .padding(24)
}
