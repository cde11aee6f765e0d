import { useState, type FormEvent } from 'react';
import { PROFILE_DIALOG_TITLE } from '../engine';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { usePanel, useRuntime, useUi } from './use-runtime';

/** Name entry, Save (Update once a profile exists) disabled for an empty trimmed name, Continue as Guest. */
export function ProfileDialog() {
  const runtime = useRuntime();
  const panel = usePanel();
  return (
    <Dialog open={panel.dialog === 'profile'} onOpenChange={(next) => !next && runtime.openDialog(null)}>
      <DialogContent title={PROFILE_DIALOG_TITLE} description="Name your cotton-candy business to keep your flavors and level on this device.">
        {/* The dialog's content mounts on each opening, so the form starts from the saved name every time. */}
        <ProfileForm />
      </DialogContent>
    </Dialog>
  );
}

function ProfileForm() {
  const runtime = useRuntime();
  const panel = usePanel();
  const ui = useUi();
  const [name, setName] = useState(panel.profileSaved ? ui.profileName : '');
  const trimmed = name.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (trimmed !== '') runtime.saveProfile(trimmed);
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <Field label="Your name">
        <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={40} autoComplete="nickname" autoFocus />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={() => runtime.saveProfile(null)}>
          Continue as Guest
        </Button>
        <Button type="submit" disabled={trimmed === ''}>
          {panel.profileSaved ? 'Update' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
