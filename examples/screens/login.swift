// The SwiftUI twin of login.lyt: the same layout, worked there.
import SwiftUI

struct LoginView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var remember = true

    var body: some View {
        VStack(spacing: 16) {
            Text("Welcome back")
                .font(.largeTitle)
                .bold()
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            Toggle("Remember me", isOn: $remember)
            Button("Sign In") {
                signIn()
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            Button("Forgot password?") {}
        }
        .padding(24)
    }

    func signIn() {}
}
