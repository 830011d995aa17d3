; Windows installer for Texas 42 (NSIS 3, Modern UI 2). Per user: no administrator rights,
; the app under %LOCALAPPDATA%\Programs\Texas 42, a Start menu entry, an optional desktop
; shortcut, the .t42 game record association with its icon, the record checker
; texas42-record.exe with (a component the user can untick) its folder on the user's PATH, and an
; uninstaller listed in Settings > Apps (Apps & features).
; Silent: Texas42-VERSION-windows-x86_64-setup.exe /S [/D=DIR] and "Uninstall.exe" /S.
;
; Built by packaging/build.py --installer (on Windows, from the PyInstaller bundle):
;   makensis -DVERSION=0.2.0 -DPAYLOAD=packaging\dist\texas42 -DICONS=packaging\build\icons
;            -DOUTFILE=packaging\dist\Texas42-0.2.0-windows-x86_64-setup.exe packaging\windows\texas42.nsi
; packaging/ci/nsis.sh compiles it on Linux against a stand-in payload.

Unicode true
ManifestDPIAware true
SetCompressor /SOLID lzma
RequestExecutionLevel user

!ifndef VERSION
  !error "makensis -DVERSION=X.Y.Z"
!endif
!ifndef PAYLOAD
  !error "makensis -DPAYLOAD=FOLDER (the PyInstaller bundle: Texas42.exe and _internal)"
!endif
!ifndef ICONS
  !error "makensis -DICONS=FOLDER (texas42.ico and texas42-record.ico, from packaging/make_icons.py)"
!endif
!ifndef OUTFILE
  !define OUTFILE "Texas42-${VERSION}-windows-x86_64-setup.exe"
!endif

!define APP "Texas 42"
!define EXE "Texas42.exe"
!define CLI_EXE "Texas42-cli.exe"
!define RECORD_EXE "texas42-record.exe"  ; `texas42-record check FILE`, as Help > Game record format says
!define PROGID "Texas42.Record"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Texas42"
!define APP_KEY "Software\Texas42\Installer"  ; beside the app's own settings (Software\Texas42\Texas 42), which stay

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"
!include "Sections.nsh"
!include "WordFunc.nsh"
!include "WinMessages.nsh"

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${APP_KEY}" "InstallDir"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${APP}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${APP} installer"
VIAddVersionKey "CompanyName" "Texas 42 developers"
VIAddVersionKey "LegalCopyright" "MIT licence"

!define MUI_ICON "${ICONS}/texas42.ico"
!define MUI_UNICON "${ICONS}/texas42.ico"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "Start ${APP}"

!define MUI_PAGE_CUSTOMFUNCTION_LEAVE DirectoryLeave
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Function .onInit
  SetShellVarContext current
FunctionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd

; A per-user installer has no administrator rights: a folder it cannot write (Program Files, say)
; is refused on the directory page, with the user's own folder suggested, instead of failing midway.
Function Writable
  StrCpy $1 0  ; 1 when this check made the folder, so it removes it again
  IfFileExists "$INSTDIR\*.*" +3
    StrCpy $1 1
    CreateDirectory "$INSTDIR"
  ClearErrors
  FileOpen $0 "$INSTDIR\texas42-write-test.tmp" w
  IfErrors cannot
  FileClose $0
  Delete "$INSTDIR\texas42-write-test.tmp"
  StrCmp $1 1 0 +2
    RMDir "$INSTDIR"
  Return
  cannot:
    StrCmp $1 1 0 +2
      RMDir "$INSTDIR"
    MessageBox MB_OK|MB_ICONEXCLAMATION "${APP} cannot be installed in $INSTDIR: this account cannot write there (it would need administrator rights). Choose a folder of your own, such as $LOCALAPPDATA\Programs\${APP}." /SD IDOK
    Abort
FunctionEnd

Function DirectoryLeave
  Call Writable
FunctionEnd

; An upgrade must not replace the files of a copy that is running (Windows keeps a running exe
; locked: half the files would be new, half old). The user closes it and retries, or cancels;
; a silent install refuses (exit status 2).
!macro RefuseWhileRunning UN
Function ${UN}RefuseWhileRunning
  retry:
  IfFileExists "$INSTDIR\${EXE}" 0 free
  ClearErrors
  FileOpen $0 "$INSTDIR\${EXE}" a
  IfErrors running
  FileClose $0
  free:
  Return
  running:
    MessageBox MB_RETRYCANCEL|MB_ICONEXCLAMATION "${APP} is running. Close it (every window of it), then choose Retry." /SD IDCANCEL IDRETRY retry
    Abort
FunctionEnd
!macroend
!insertmacro RefuseWhileRunning ""
!insertmacro RefuseWhileRunning "un."

; The user's PATH (HKCU\Environment, no administrator rights): the install folder is added as one
; entry, so that `texas42-record` runs in a new console, and taken away again by the uninstaller
; (only when this installer added it: APP_KEY\Path). NSIS strings hold NSIS_MAX_STRLEN characters
; (1024 in the usual build): a PATH that long is never written back, since a truncated read would
; cut the user's other entries; the installer says where the command is instead.
Function PathTooLong
  DetailPrint "PATH left as it was: texas42-record is $INSTDIR\${RECORD_EXE}"
  MessageBox MB_OK|MB_ICONINFORMATION "Your PATH is too long (or of a kind) for this installer to change safely, so it was left as it was. Run the record checker by its full path:$\r$\n$\r$\n$\"$INSTDIR\${RECORD_EXE}$\" check FILE.t42" /SD IDOK
FunctionEnd

; $0 = 1 when HKCU\Environment has a Path value (ReadRegStr gives "" and an error for a missing
; value and for one longer than it can read alike)
Function PathValueExists
  StrCpy $0 0
  StrCpy $1 0
  ${Do}
    ClearErrors
    EnumRegValue $2 HKCU "Environment" $1
    ${If} ${Errors}
    ${OrIf} $2 == ""
      ${ExitDo}
    ${EndIf}
    ${If} $2 == "Path"  ; (== is case-insensitive, as the registry's names are)
      StrCpy $0 1
      ${ExitDo}
    ${EndIf}
    IntOp $1 $1 + 1
  ${Loop}
FunctionEnd

Function AddToPath
  ; a folder with a ';' in its name cannot be one PATH entry
  StrLen $3 "$INSTDIR"
  ${For} $1 0 $3
    StrCpy $2 "$INSTDIR" 1 $1
    ${If} $2 == ";"
      Call PathTooLong
      Return
    ${EndIf}
  ${Next}
  ClearErrors
  ReadRegStr $0 HKCU "Environment" "Path"
  ${If} ${Errors}
    Call PathValueExists
    ${If} $0 == 1
      Call PathTooLong
      Return
    ${EndIf}
    StrCpy $0 ""
  ${EndIf}
  ; the new PATH, old;INSTDIR, and its terminating null must fit (a PATH read as NSIS_MAX_STRLEN - 1
  ; characters may have been cut: it never fits)
  StrLen $1 $0
  IntOp $1 $1 + $3
  IntOp $1 $1 + 2
  ${If} $1 > ${NSIS_MAX_STRLEN}
    Call PathTooLong
    Return
  ${EndIf}
  ${WordAdd} $0 ";" "+$INSTDIR" $1
  ${If} $1 != $0
    WriteRegExpandStr HKCU "Environment" "Path" $1
    SendMessage ${HWND_BROADCAST} ${WM_SETTINGCHANGE} 0 "STR:Environment" /TIMEOUT=5000
  ${EndIf}
  WriteRegStr HKCU "${APP_KEY}" "Path" "1"
  DetailPrint "PATH: $INSTDIR (for texas42-record)"
FunctionEnd

!macro RemoveFromPath UN
Function ${UN}RemoveFromPath
  ReadRegStr $0 HKCU "${APP_KEY}" "Path"
  ${If} $0 != "1"
    Return
  ${EndIf}
  DeleteRegValue HKCU "${APP_KEY}" "Path"
  ClearErrors
  ReadRegStr $0 HKCU "Environment" "Path"
  ${If} ${Errors}
    Return  ; no PATH left to change (or one too long to read, which is never written back)
  ${EndIf}
  StrLen $1 $0
  IntOp $2 ${NSIS_MAX_STRLEN} - 1
  ${If} $1 >= $2  ; (perhaps cut when read)
    DetailPrint "PATH left as it was (too long to change safely): remove $INSTDIR from it by hand"
    Return
  ${EndIf}
  ${WordAdd} $0 ";" "-$INSTDIR" $1
  ${If} $1 != $0
    ${If} $1 == ""
      DeleteRegValue HKCU "Environment" "Path"
    ${Else}
      WriteRegExpandStr HKCU "Environment" "Path" $1
    ${EndIf}
    SendMessage ${HWND_BROADCAST} ${WM_SETTINGCHANGE} 0 "STR:Environment" /TIMEOUT=5000
  ${EndIf}
FunctionEnd
!macroend
!insertmacro RemoveFromPath ""
!insertmacro RemoveFromPath "un."

Section "${APP}" SecApp
  SectionIn RO
  Call Writable  ; again: a silent install (/S /D=DIR) shows no directory page
  Call RefuseWhileRunning
  SetOutPath "$INSTDIR"
  ; an older version's files go first, so none of them is left beside the new ones
  RMDir /r "$INSTDIR\_internal"
  File "${PAYLOAD}/${EXE}"
  File "${PAYLOAD}/${CLI_EXE}"  ; the console twin: Texas42-cli --version, --smoke print
  File "${PAYLOAD}/${RECORD_EXE}"
  File /r "${PAYLOAD}/_internal"
  File "${ICONS}/texas42-record.ico"
  WriteUninstaller "$INSTDIR\Uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  WriteRegStr HKCU "${APP_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "Texas 42 developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\Uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "Open .t42 game records with ${APP}" SecAssoc
  WriteRegStr HKCU "Software\Classes\.t42" "" "${PROGID}"
  WriteRegStr HKCU "Software\Classes\.t42" "Content Type" "application/x-texas42-record"
  WriteRegStr HKCU "Software\Classes\.t42\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "Texas 42 game record"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\texas42-record.ico,0"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  WriteRegStr HKCU "${APP_KEY}" "Association" "1"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'  ; SHCNE_ASSOCCHANGED
SectionEnd

Section /o "Desktop shortcut" SecDesktop
  CreateShortcut "$DESKTOP\${APP}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
SectionEnd

Section "texas42-record command (adds the folder to your PATH)" SecPath
  Call AddToPath
SectionEnd

Section "-Path unticked"  ; an upgrade with the PATH component unticked takes the earlier entry away
  ${IfNot} ${SectionIsSelected} ${SecPath}
    Call RemoveFromPath
  ${EndIf}
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecApp} "The game, a Start menu entry and the uninstaller."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecAssoc} "Double-clicking a saved game (.t42) opens it in ${APP}."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "A shortcut to ${APP} on the desktop."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecPath} "Adds the install folder to your PATH, so that a new Command Prompt or PowerShell window runs texas42-record check FILE.t42 (it checks a saved game). Without it, run it by its full path: $INSTDIR\${RECORD_EXE}."
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  Call un.RefuseWhileRunning
  Call un.RemoveFromPath  ; (before the installer's key, which says whether the entry is ours, goes)
  Delete "$SMPROGRAMS\${APP}.lnk"
  Delete "$DESKTOP\${APP}.lnk"
  ; only what the installer put there: a folder chosen by hand may hold other files
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\${CLI_EXE}"
  Delete "$INSTDIR\${RECORD_EXE}"
  Delete "$INSTDIR\texas42-record.ico"
  Delete "$INSTDIR\Uninstall.exe"
  RMDir "$INSTDIR"

  ; the association, only while it is still ours
  ReadRegStr $0 HKCU "Software\Classes\.t42" ""
  StrCmp $0 "${PROGID}" 0 +2
    DeleteRegKey HKCU "Software\Classes\.t42"
  DeleteRegValue HKCU "Software\Classes\.t42\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "Software\Classes\.t42\OpenWithProgids"
  DeleteRegKey /ifempty HKCU "Software\Classes\.t42"
  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'

  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "${APP_KEY}"
  DeleteRegKey /ifempty HKCU "Software\Texas42"
SectionEnd
