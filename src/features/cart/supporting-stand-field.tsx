import { HeartHandshakeIcon } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/input';
import { setSupportingStand, useSupportingStand } from '@/lib/supporting-stand';
import { api } from '@/lib/trpc';

/**
 * "Supporting …": the fundraiser stand this order counts for. Filled in when the cart was filled from a stand's page;
 * a supporter who came another way may pick a stand here, or none.
 */
export function SupportingStandField() {
  const stand = useSupportingStand();
  const choices = api.fundraiser.standChoices.useQuery();
  const id = useId();
  const options = choices.data ?? [];
  // The stand the cart was filled for, even before the list has loaded (or if it is no longer listed: the server decides).
  const known = stand && !options.some((option) => option.slug === stand.slug) ? [{ slug: stand.slug, name: stand.name, groupName: '', city: '' }] : [];
  if (!stand && options.length === 0) return null;
  return (
    <Card className="flex gap-3" data-testid="supporting-stand">
      <HeartHandshakeIcon className="mt-0.5 size-6 shrink-0 text-candy-pink-dark" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 className="text-xl font-bold">{stand ? `Supporting ${stand.name}` : 'Support a Fluff Fundraiser stand?'}</h2>
        <p className="mt-1 text-sm text-ink/70">The whole order counts toward the stand’s goal, and its group gets its share.</p>
        <label htmlFor={id} className="mt-3 block text-sm font-bold">
          Fundraiser stand
        </label>
        <NativeSelect
          id={id}
          name="standSlug"
          className="mt-1 w-full"
          value={stand?.slug ?? ''}
          onChange={(event) => {
            const chosen = [...known, ...options].find((option) => option.slug === event.target.value);
            setSupportingStand(chosen ? { slug: chosen.slug, name: chosen.name } : null);
          }}
        >
          <option value="">No stand</option>
          {[...known, ...options].map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.groupName ? `${option.name} — ${option.groupName}, ${option.city}` : option.name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </Card>
  );
}
