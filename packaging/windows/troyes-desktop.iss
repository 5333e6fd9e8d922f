; Inno Setup script for the Windows installer of Troyes Desktop.
; Build the onedir app first on Windows (see packaging/README.md), then compile this script with
; Inno Setup 6:  iscc /DAppVersion=0.1.0 packaging\windows\troyes-desktop.iss
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{7C4B8F2E-3D1A-4E9B-A0C5-5F2E8D6B9A31}
AppName=Troyes Desktop
AppVersion={#AppVersion}
AppPublisher=Troyes Desktop contributors
DefaultDirName={autopf}\Troyes Desktop
DefaultGroupName=Troyes Desktop
PrivilegesRequiredOverridesAllowed=dialog
OutputDir=..\..\dist
OutputBaseFilename=TroyesDesktop-{#AppVersion}-setup
SetupIconFile=..\icons\troyes-desktop.ico
UninstallDisplayIcon={app}\TroyesDesktop.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\..\dist\TroyesDesktop\*"; DestDir: "{app}"; Flags: recursesubdirs createallsubdirs ignoreversion

[Icons]
Name: "{group}\Troyes Desktop"; Filename: "{app}\TroyesDesktop.exe"
Name: "{group}\Uninstall Troyes Desktop"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Troyes Desktop"; Filename: "{app}\TroyesDesktop.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\TroyesDesktop.exe"; Description: "{cm:LaunchProgram,Troyes Desktop}"; Flags: nowait postinstall skipifsilent
