// The words of the console's Staff page; part of CONSOLE_DAY (the header's
// are in console-header-messages.ts).

export const CONSOLE_STAFF_MESSAGES = {
  staff: {
    intro: 'The people who run this shop with you: admins use this console, riders use the rider screen.',
    name: 'Name',
    email: 'E-mail',
    mobile: 'Mobile',
    role: 'Role',
    password: 'Password (at least 6 characters)',
    roles: { admin: 'Admin', delivery: 'Rider' } as Record<string, string>,
    you: '(you)',
    empty: 'No staff yet.',
    addTitle: 'Add a rider or an admin',
    add: 'Add',
    adding: 'Adding…',
    added: (name: string) => `${name} can now log in.`,
    changeRole: (name: string) => `Role of ${name}`,
    saveRole: 'Change role',
    roleSaved: (name: string, role: string) => `${name} is now ${role}.`,
    remove: 'Remove access',
    removeTitle: (name: string) => `Remove ${name}'s access?`,
    removeText: 'They are logged out at once on every device and can no longer log in.',
    removeConfirm: 'Remove access',
    removed: (name: string) => `${name} can no longer log in.`,
    cancel: 'Cancel',
    actions: 'Actions',
    // The API's refusals.
    notStaff: 'No staff member of this shop has that id.',
    notYourself: 'You cannot change your own role or remove your own access.',
    lastAdmin: 'The shop must keep at least one admin.',
    emailTaken: 'An account with this e-mail already exists in this shop.',
    roleInvalid: 'Choose Admin or Rider.',
    addedMessage: 'Staff member added.',
    roleChangedMessage: 'Role changed.',
    removedMessage: 'Access removed.',
    /** The activity log's words for the Staff page's writes. */
    logActions: { 'staff.add': 'Added a staff member', 'staff.role': 'Changed a staff member’s role', 'staff.remove': 'Removed a staff member’s access', 'staff.sign_out_others': 'Signed out their other devices', 'staff.push_subscribe': 'Turned on notifications on a device', 'staff.push_unsubscribe': 'Turned off notifications on a device' } as Record<string, string>,
  },
} as const;
